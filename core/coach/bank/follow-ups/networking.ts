/** The interviewer's follow-up prompts for the networking questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "networking-001": [
    "What do the bottom two layers deal with, and what kind of address do they use to reach the next device?",
    "Which layer gets a packet from your laptop to a server on another continent, and which protocol does it?",
    "How does data end up at the right application on a host, and which layer handles that?",
    "What are layers five and six responsible for, for example where would encryption or character encoding fit?",
    "At which layer would you place HTTP or DNS?",
    "Which model do real networks actually follow, and how does it map onto the seven layers?"
  ],
  "networking-002": [
    "What has to happen before TCP can send data, and does UDP need anything like it?",
    "If a packet is lost or arrives out of order, what does TCP do about it, and what does UDP do?",
    "How does TCP avoid flooding a slow receiver or a busy network?",
    "Why might a protocol designer still pick UDP, and what happens to message boundaries in each?",
    "Which would you use for a video call or a DNS lookup, and which for downloading a file?"
  ],
  "networking-003": [
    "What does an IP address actually identify, and who uses it?",
    "In an address like 192.168.1.20/24, which part do routers care about?",
    "How large is an IPv4 address, and how many unique addresses does that allow?",
    "Why does your laptop at home usually have a 192.168 or 10 address rather than a public one?",
    "How big is an IPv6 address, and what does that change about the need for address sharing?",
    "Beyond the size of the address, what else does IPv6 do differently, for example in configuration or broadcast?"
  ],
  "networking-004": [
    "When you type example.com, what does your computer actually need before it can connect, and who provides it?",
    "Is there one giant DNS server, or how is the system organised?",
    "Why doesn't every lookup go all the way to the root servers?",
    "Which DNS record would you set for a mail server, an IPv6 address or an alias?",
    "Which transport and port does DNS normally use, and when does it switch?"
  ],
  "networking-005": [
    "What does the S in HTTPS actually add underneath HTTP?",
    "Besides hiding the content, what else does TLS protect or prove?",
    "How does the browser know the server really is your bank and not an attacker?",
    "Which ports do the two use by default?",
    "Is HTTPS still noticeably slow today, and what features only work over it?"
  ],
  "networking-006": [
    "Which address is burned into the network card, and within what scope is it used to deliver frames?",
    "Which address lets a packet cross many networks, and at what layer does it work?",
    "If a host knows the IP of its gateway but not its hardware address, how does it find out?",
    "As a packet crosses three routers, which addresses in it change and which stay the same?",
    "Does IPv6 use ARP, and if not, what does it use?"
  ],
  "networking-007": [
    "If a server runs both a web server and SSH, how does incoming traffic reach the right one?",
    "Which port numbers do servers usually listen on, and how does the client side choose its own port?",
    "What is a socket, both in addressing terms and from the program's point of view?",
    "If a thousand clients all connect to port 443, what makes each TCP connection unique?",
    "What happens on the server each time a new client connects to the listening socket?"
  ],
  "networking-008": [
    "What does a hub do with a frame arriving on one port, and what happens when two devices send at once?",
    "How does a switch decide which port to send a frame out of, and how does it learn that?",
    "What device do you need to connect two different IP networks, and how does it decide where to send a packet?",
    "Does a broadcast cross a router, and what else does a typical home router do?",
    "What is a layer 3 switch, and would you still buy a hub today?"
  ],
  "networking-009": [
    "Which method would you use to fetch a user, create one, replace one, change one field, or remove one?",
    "If a client retries a request after a timeout, which methods are safe to repeat and which are not?",
    "What status code would you return after successfully creating a resource, or when there's no body to send?",
    "What do codes in the 300 range tell a client, and what does 304 specifically mean?",
    "How do you tell whether a failure was the client's fault or the server's, with a couple of examples each?"
  ],
  "networking-010": [
    "Besides an IP address, what configuration does a device need to reach the internet, and where does it get it?",
    "Can you walk me through the four messages between a client and the DHCP server?",
    "How can a client send its first DHCP message when it has no IP address yet?",
    "Does a device keep its DHCP address forever, and what happens before it expires?",
    "How does DHCP work if the server is on a different subnet, and how would you give a printer a fixed address?"
  ],
  "networking-011": [
    "Which packets, in which order, open a TCP connection?",
    "What numbers do both sides agree on during the handshake, and why aren't they just zero?",
    "Besides sequence numbers, what else gets settled during the handshake?",
    "Why does closing take more packets than opening, and can one side keep sending after the other has finished?",
    "What state does the closing side sit in afterwards, and for how long?",
    "How can a connection be torn down instantly without the normal closing exchange?"
  ],
  "networking-012": [
    "In a /26, how many bits are fixed for the network, and how many are left for hosts?",
    "How many addresses does that give, and why can't you assign all of them to hosts?",
    "What does the mask look like written out in dotted decimal?",
    "If you split 192.168.1.0/24 into /26 blocks, where does each block start?",
    "What did CIDR replace, and why was the old scheme wasteful?"
  ],
  "networking-013": [
    "What does a home router change in your laptop's outgoing packets, and why?",
    "When a reply comes back to the router's public address, how does it know which device it is for?",
    "Why did NAT become necessary in the first place?",
    "What happens when someone on the internet tries to connect directly to a game server on your laptop?",
    "What if your ISP also puts you behind NAT, and should NAT be treated as a firewall?"
  ],
  "networking-014": [
    "When flow control slows a sender down, whose limits is it respecting?",
    "How does the receiver tell the sender how much more it can accept, and what if its buffer is full?",
    "What does congestion control protect, given that the receiver might be perfectly fast?",
    "How does the sender decide how much data it may have in flight, taking both limits into account?",
    "How does a TCP sender find out the network is congested, and which algorithms react to it?"
  ],
  "networking-015": [
    "Before any connection is made, how does the browser turn the hostname into an address?",
    "How is the connection to the server opened, and how does that differ for HTTP/3?",
    "For an https URL, what extra step happens before the request is sent, and what is verified?",
    "What does the request look like on the wire, and what might sit between the browser and the origin server?",
    "Once the HTML arrives, what does the browser do to put pixels on the screen?"
  ],
  "networking-016": [
    "Who does the heavy lifting in a lookup: your laptop or some other server, and what kind of query does it send?",
    "How does the resolver find the server that knows about example.com, starting from nothing?",
    "Which server finally gives the real answer, and what might it return?",
    "How long can a resolver reuse an answer, and what is the trade-off in choosing that time?",
    "How can DNS answers be protected from forgery, and how can queries be hidden from eavesdroppers?"
  ],
  "networking-017": [
    "What does the client tell the server in its very first message?",
    "How do the two sides arrive at a shared secret without sending it, and why use fresh keys each time?",
    "How does the client decide to trust the certificate the server sends?",
    "Once the handshake is done, what kind of encryption protects the actual data, and how do both sides confirm it?",
    "How many round trips does TLS 1.3 need, and what is the risk of sending data even earlier?"
  ],
  "networking-018": [
    "In HTTP/1.1, how are requests handled on a single connection, and how did browsers get more done in parallel?",
    "What did HTTP/2 change about how requests share a connection?",
    "What happens to all HTTP/2 streams if a single TCP packet is lost?",
    "What transport does HTTP/3 use, and how does that help with lost packets?",
    "How do HTTP/2 and HTTP/3 reduce the cost of repeated headers?",
    "What happens to an HTTP/3 connection when your phone switches from Wi-Fi to mobile data?"
  ],
  "networking-019": [
    "What information does a layer 4 balancer look at to decide where to send traffic?",
    "Why might you choose layer 4 for a database or a non-HTTP protocol, and what happens to TLS?",
    "How would you send requests for /api and /images to different backends?",
    "What does a layer 7 balancer have to do with each connection, and what does that cost?",
    "How do balancers of either kind choose a backend and avoid sending traffic to a dead one?"
  ],
  "networking-020": [
    "How does a simple packet filter decide whether to let a packet through?",
    "If your server opens a connection outbound, how does a stateful firewall handle the reply?",
    "With a stateless filter, what extra rule do you need for responses, and where would you meet that in AWS?",
    "What do you gain and lose by tracking connection state?",
    "What can newer firewalls inspect beyond ports and addresses, and what should the default rule be?"
  ],
  "networking-021": [
    "What is wrong with a client asking the server every second whether there is anything new?",
    "If the server only needs to push updates to the browser, what simpler option exists than a WebSocket?",
    "How does a WebSocket connection get established, and what can each side do once it is open?",
    "Which kinds of applications really benefit from that two-way channel?",
    "What becomes harder when you run WebSockets across many servers behind a load balancer?"
  ],
  "networking-022": [
    "Where physically does a CDN keep copies of your content?",
    "Why does a page load faster when the server is closer, beyond just transmission distance?",
    "What happens to load on your own servers when the CDN serves most requests?",
    "How do you control how long the CDN keeps a file, and how do you ship a new version of app.js?",
    "How does a user get routed to the nearest edge, and what else do CDNs protect against?"
  ],
  "networking-023": [
    "How does a new connection's sending window grow at the very beginning?",
    "After that initial phase, how does the window grow, and what happens when a loss is detected?",
    "How does the sender react differently to three duplicate ACKs versus a retransmission timeout?",
    "What does Linux use by default today, and why does it do better on long, fast links?",
    "How does BBR decide how fast to send, and what problem with deep router buffers does that address?"
  ],
  "networking-024": [
    "In general terms, what does head-of-line blocking mean?",
    "In HTTP/1.1, what happens to the second response if the first one on the connection is slow?",
    "HTTP/2 multiplexes streams, so why can a single lost packet still stall all of them?",
    "How does QUIC prevent a lost packet in one stream from holding up the others?",
    "Where else could blocking creep back in, and on which networks does QUIC help most?"
  ],
  "networking-025": [
    "What is the basic unit of administration that the internet's routing is built from?",
    "How does a large company's own network work out the best internal paths?",
    "How does one network tell the rest of the internet which addresses it can reach?",
    "Why might BGP pick a longer path over a shorter one?",
    "When several routes match a destination, which wins, and what happens if someone announces a prefix they don't own?"
  ],
  "networking-026": [
    "Before running any tools, what would you want to know about who is affected and when?",
    "How would you rule out a DNS problem?",
    "Which tools would you use to see whether packets are lost or delayed, and where along the route?",
    "How could you tell whether the time goes on connecting, the TLS handshake or the server's response?",
    "If the higher-level tools don't explain it, how would you look at what is happening on the wire?"
  ],
  "networking-027": [
    "What is the typical Ethernet MTU, what TCP segment size follows from it, and what do tunnels do to it?",
    "What does a router do with a packet too big for the next link, and does IPv6 behave the same way?",
    "How does a sender discover the smallest MTU along the whole path?",
    "What happens if a firewall drops all ICMP, and what symptoms would users see?",
    "How would you fix a path where those ICMP messages are being dropped?"
  ],
  "networking-028": [
    "What local resource does each outbound connection to the same destination consume, and how many are there?",
    "Why do closed connections keep holding that resource for a while?",
    "What change in how the service uses connections would fix this at the root?",
    "What kernel settings or address changes could give you more headroom?",
    "Which quick fixes would you avoid, and why?"
  ],
  "networking-029": [
    "What does Nagle's algorithm do with a small write while earlier data is still unacknowledged?",
    "Why doesn't a receiver acknowledge every segment immediately?",
    "With a client that does two small writes and then waits for a reply, what stalls, and for how long?",
    "How would you remove that delay, either with a socket option or in the application code?"
  ],
  "networking-030": [
    "How can the same IP address be served from dozens of places at once?",
    "How does a packet end up at one particular site, and is that always the closest one on a map?",
    "What happens to traffic and attacks when one anycast site goes down or is overloaded?",
    "Why is anycast a natural fit for DNS, and what could go wrong for a long TCP connection?",
    "What is the other common way to send users to a nearby site?"
  ],
  "networking-031": [
    "What does a VPN do to a packet before it leaves your laptop?",
    "What are the typical reasons companies and individuals use a VPN?",
    "What makes IPsec common on routers, and what makes it painful?",
    "Where does OpenVPN run, what does it use for security, and how does that affect speed?",
    "Why has WireGuard become popular, and what is different about its design?",
    "What does the extra tunnel header mean for packet sizes inside the tunnel?"
  ]
}
