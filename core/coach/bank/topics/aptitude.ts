/** The Aptitude questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "aptitude-001",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "A price is increased by 20 percent, and then the new price is decreased by 20 percent. What is the net percentage change?",
    talkingPoints: [
      { point: "After the increase the price is 1.2 times the original, or 120 on a base of 100.",
        cues: [["1.2", "120", "one point two", "hundred and twenty"]] },
      { point: "The decrease multiplies by 0.8, so the final price is 0.96 of the original.",
        cues: [["0.8", "80 percent"], ["0.96", "96"]] },
      { point: "The changes do not cancel because the second percentage is taken on a larger base.",
        cues: [["larger base", "bigger base", "higher base", "new price", "bigger number"]] },
      { point: "The net change is a 4 percent decrease.",
        cues: [["4 percent", "four percent", "4 per cent", "4%"], ["decrease", "loss", "less", "drop", "reduction", "down"]] }
    ],
    modelAnswer: "Take the original price as 100 to keep it simple. A 20 percent increase makes it 120, which is 1.2 times the original. The 20 percent decrease is then taken on the new price, so it removes 20 percent of 120, which is 24, not 20. Decreasing by 20 percent multiplies by 0.8, so overall the price becomes 1.2 times 0.8, which is 0.96 of the original, or 96. So the net effect is a 4 percent decrease. The changes do not cancel because the second percentage is applied to a larger base. A quick rule for an equal rise and fall of x percent is a net loss of x squared over 100 percent.",
    tags: ["percentages"],
    exactAnswer: "4% decrease",
    solution: "Step 1: Let the original price be 100. Step 2: A 20% increase gives 100 × 1.2 = 120. Step 3: A 20% decrease on 120 removes 24, leaving 96 (equivalently 1.2 × 0.8 = 0.96). Step 4: 96 is 4 less than 100, so the net change is a 4% decrease. Shortcut: an equal rise and fall of x% gives a net loss of x²/100 % = 400/100 = 4%."
  },
  {
    id: "aptitude-002",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "A shopkeeper buys an article for Rs 800 and sells it for Rs 1000. What is his profit percentage?",
    talkingPoints: [
      { point: "The profit is 1000 minus 800, which is Rs 200.",
        cues: [["200", "two hundred"]] },
      { point: "Profit percentage is calculated on the cost price.",
        cues: [["cost price", "on cost", "on the cost", "cp"]] },
      { point: "200 divided by 800 is one quarter.",
        cues: [["200 by 800", "200 over 800", "200/800", "200 divided by 800", "one quarter", "a quarter", "1/4"]] },
      { point: "The profit is 25 percent.",
        cues: [["25", "twenty-five", "twenty five"]] }
    ],
    modelAnswer: "The cost price is Rs 800 and the selling price is Rs 1000, so the profit is 1000 minus 800, which is Rs 200. Profit percentage is always calculated on the cost price, not the selling price. So I divide 200 by 800, which is one quarter, and multiply by 100. That gives a profit of 25 percent. A common mistake is to divide by the selling price, which would give 20 percent, so it is worth stating the base explicitly.",
    tags: ["profit-loss", "percentages"],
    exactAnswer: "25%",
    solution: "Step 1: Profit = SP − CP = 1000 − 800 = Rs 200. Step 2: Profit % is taken on the cost price: (200 / 800) × 100. Step 3: 200 / 800 = 0.25, so the profit is 25%."
  },
  {
    id: "aptitude-003",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "A train 150 metres long passes a pole in 10 seconds. What is its speed in kilometres per hour?",
    talkingPoints: [
      { point: "To pass a pole the train covers only its own length, 150 metres.",
        cues: [["own length", "its length", "150 metres", "150 meters", "150 m"]] },
      { point: "The speed is 150 divided by 10, which is 15 metres per second.",
        cues: [["15 metres per second", "15 meters per second", "15 metre per second", "15 m/s"]] },
      { point: "Convert metres per second to km/h by multiplying by 18/5 (3.6).",
        cues: [["18 over 5", "18/5", "3.6", "eighteen fifths"]] },
      { point: "The speed is 54 km/h.",
        cues: [["54", "fifty-four", "fifty four"]] }
    ],
    modelAnswer: "When a train passes a pole, the distance it covers is just its own length, because the pole has no length, so the distance is 150 metres. It takes 10 seconds, so the speed is 150 divided by 10, which is 15 metres per second. To convert metres per second to kilometres per hour I multiply by 18 over 5, which is the same as multiplying by 3.6. So 15 times 3.6 gives 54. The train's speed is 54 km/h.",
    tags: ["speed-distance", "trains"],
    exactAnswer: "54 km/h",
    solution: "Step 1: Passing a pole, the train covers its own length: 150 m. Step 2: Speed = 150 m / 10 s = 15 m/s. Step 3: Convert: 15 × 18/5 = 54. Step 4: Speed = 54 km/h."
  },
  {
    id: "aptitude-004",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "A can finish a piece of work in 10 days and B can finish it in 15 days. How long will they take working together?",
    talkingPoints: [
      { point: "A does 1/10 of the work a day and B does 1/15.",
        cues: [["1/10", "one tenth", "a tenth"], ["1/15", "one fifteenth", "a fifteenth"]] },
      { point: "Together they do 1/6 of the work per day (5 of 30 units).",
        cues: [["1/6", "one sixth", "a sixth", "5 units", "five units"]] },
      { point: "They finish together in 6 days.",
        cues: [["6 days", "six days"]] }
    ],
    modelAnswer: "I think in terms of work per day. A finishes in 10 days, so A does 1/10 of the job each day, and B does 1/15 of the job each day. Another way is to take the total work as 30 units, the LCM of 10 and 15: A does 3 units a day and B does 2, so together they do 5 units a day. Adding the fractions, 1/10 plus 1/15 is 3/30 plus 2/30, which is 5/30, or 1/6 of the job per day. So working together they finish the job in 6 days. As a check, the formula a times b over a plus b gives 150 over 25, which is also 6.",
    tags: ["time-work"],
    exactAnswer: "6 days",
    solution: "Step 1: A's rate = 1/10 of the work per day; B's rate = 1/15 per day. Step 2: Combined rate = 1/10 + 1/15 = 3/30 + 2/30 = 5/30 = 1/6 per day. Step 3: Time together = 1 ÷ (1/6) = 6 days. Check: ab/(a + b) = (10 × 15)/25 = 6."
  },
  {
    id: "aptitude-005",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "Rs 1200 is divided between A and B in the ratio 3 to 5. How much does B get?",
    talkingPoints: [
      { point: "The ratio splits the money into 3 plus 5, which is 8 equal parts.",
        cues: [["3 plus 5", "8 parts", "eight parts", "8 equal parts", "eight equal parts"]] },
      { point: "Each part is 1200 divided by 8, which is Rs 150.",
        cues: [["150", "one hundred fifty", "one hundred and fifty"]] },
      { point: "A gets Rs 450, which checks against the total.",
        cues: [["450"]] },
      { point: "B gets 5 parts, which is Rs 750.",
        cues: [["750", "seven hundred fifty", "seven hundred and fifty"]] }
    ],
    modelAnswer: "A ratio of 3 to 5 means the money is split into 3 plus 5, which is 8 equal parts. Each part is worth 1200 divided by 8, which is Rs 150. B gets 5 of those parts, so B's share is 5 times 150, which is Rs 750. As a check, A gets 3 parts, which is Rs 450, and 450 plus 750 is 1200, the full amount. So B receives Rs 750 and A receives the remaining Rs 450.",
    tags: ["ratio"],
    exactAnswer: "Rs 750",
    solution: "Step 1: Total parts = 3 + 5 = 8. Step 2: Value of one part = 1200 ÷ 8 = Rs 150. Step 3: B's share = 5 × 150 = Rs 750. Check: A's share = 3 × 150 = Rs 450, and 450 + 750 = 1200."
  },
  {
    id: "aptitude-006",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "What is the next number in the series 2, 6, 12, 20, 30?",
    talkingPoints: [
      { point: "The differences are 4, 6, 8, 10, growing by 2 each time.",
        cues: [["difference", "differences", "gap", "gaps"], ["increasing by 2", "increase by 2", "4, 6, 8", "even numbers", "grow by 2"]] },
      { point: "Each term is a product of consecutive numbers, n times n plus 1.",
        cues: [["consecutive numbers", "consecutive integers", "n times n plus 1", "n(n+1)", "1 times 2", "2 times 3"]] },
      { point: "The next term is 30 plus 12, which is 42.",
        cues: [["42", "forty-two", "forty two"]] }
    ],
    modelAnswer: "I look at the differences between terms first: 6 minus 2 is 4, then 6, then 8, then 10, so the differences are the even numbers, each increasing by 2. Another way to see it is that each term is a product of consecutive numbers: 1 times 2, 2 times 3, 3 times 4, 4 times 5 and 5 times 6, which is n times n plus 1. Both views agree on the next step. The next difference is 12, and 30 plus 12 is 42, which is also 6 times 7. So the next term is 42.",
    tags: ["series", "logical-reasoning"],
    exactAnswer: "42",
    solution: "Step 1: Differences: 6 − 2 = 4, 12 − 6 = 6, 20 − 12 = 8, 30 − 20 = 10, so they rise by 2. Step 2: The next difference is 12, giving 30 + 12 = 42. Check: the terms are n(n + 1) for n = 1 to 5, and 6 × 7 = 42."
  },
  {
    id: "aptitude-007",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "What is the simple interest on Rs 5000 at 8 percent per annum for 3 years?",
    talkingPoints: [
      { point: "Simple interest is principal times rate times time divided by 100.",
        cues: [["principal times rate times time", "p times r times t", "prt", "rate times time", "divided by 100"]] },
      { point: "One year's interest is 8 percent of 5000, which is Rs 400.",
        cues: [["400", "four hundred"]] },
      { point: "Over 3 years the simple interest is Rs 1200.",
        cues: [["1200", "twelve hundred", "one thousand two hundred"]] }
    ],
    modelAnswer: "Simple interest is principal times rate times time, divided by 100, because interest is earned only on the original principal. Here the principal is Rs 5000, the rate is 8 percent per year and the time is 3 years. Each year the interest is 8 percent of 5000, which is Rs 400. Over 3 years that is 3 times 400, so the simple interest is Rs 1200, and the total amount after 3 years would be Rs 6200.",
    tags: ["interest", "percentages"],
    exactAnswer: "Rs 1200",
    solution: "Step 1: SI = P × R × T / 100. Step 2: SI = 5000 × 8 × 3 / 100. Step 3: 5000 × 8 / 100 = 400 per year; 400 × 3 = Rs 1200. (Amount = 5000 + 1200 = Rs 6200.)"
  },
  {
    id: "aptitude-008",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "Pointing to a man, Riya says that he is the son of the only son of her paternal grandfather. How is the man related to Riya?",
    talkingPoints: [
      { point: "The only son of Riya's paternal grandfather is Riya's father.",
        cues: [["father", "dad"], ["only son", "grandfather"]] },
      { point: "So the man is a son of Riya's father.",
        cues: [["son of her father", "son of riya father", "her father son", "son of the father"]] },
      { point: "The man is Riya's brother.",
        cues: [["brother"]] }
    ],
    modelAnswer: "I decode the phrase from the inside out. Riya's paternal grandfather is her father's father, and his only son must be Riya's own father. So the man is the son of her father. A son of your father, other than yourself, is your brother, and since Riya is the woman speaking, the man cannot be Riya herself. Therefore the man is Riya's brother.",
    tags: ["blood-relations", "logical-reasoning"],
    exactAnswer: "Brother",
    solution: "Step 1: Riya's paternal grandfather is her father's father. Step 2: His only son is therefore Riya's father. Step 3: The man is the son of Riya's father. Step 4: A son of one's father (other than oneself) is one's brother, so the man is Riya's brother."
  },
  {
    id: "aptitude-009",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "In a certain code, CAT is written as DBU. How would DOG be written in the same code?",
    talkingPoints: [
      { point: "Each letter is replaced by the next letter of the alphabet, a shift of plus one.",
        cues: [["next letter", "shift", "shifted", "plus one", "+1", "forward by one", "one letter forward"]] },
      { point: "Applying the rule, D becomes E, O becomes P and G becomes H.",
        cues: [["d becomes e", "d to e", "o becomes p", "o to p", "g becomes h", "g to h"]] },
      { point: "DOG is written as EPH.",
        cues: [["eph", "e p h"]] }
    ],
    modelAnswer: "Comparing CAT with DBU letter by letter, C becomes D, A becomes B and T becomes U, so each letter is replaced by the next letter in the alphabet, a shift of plus one. Applying the same rule to DOG, D becomes E, O becomes P and G becomes H. So DOG is written as EPH. It is always worth checking that the same shift works for every letter before applying it, since some codes alternate shifts or reverse the order of letters.",
    tags: ["coding-decoding", "logical-reasoning"],
    exactAnswer: "EPH",
    solution: "Step 1: Compare CAT with DBU: C→D, A→B, T→U, each letter moves forward by 1. Step 2: Apply the same shift to DOG: D→E, O→P, G→H. Step 3: DOG is coded as EPH."
  },
  {
    id: "aptitude-010",
    topic: "aptitude",
    difficulty: "easy",
    kind: "aptitude",
    text: "Two fair coins are tossed together. What is the probability of getting at least one head?",
    talkingPoints: [
      { point: "There are four equally likely outcomes: HH, HT, TH and TT.",
        cues: [["four equally likely", "4 equally likely", "four outcomes", "4 outcomes"]] },
      { point: "Using the complement, the only outcome with no head is two tails, with probability 1/4.",
        cues: [["no head", "no heads", "tail-tail", "two tails", "both tails"], ["1/4", "one quarter", "a quarter", "one fourth"]] },
      { point: "The probability of at least one head is 3/4.",
        cues: [["3/4", "three quarters", "three fourths", "0.75", "75 percent"]] }
    ],
    modelAnswer: "With two fair coins there are four equally likely outcomes: head-head, head-tail, tail-head and tail-tail. The easiest route is the complement. The only outcome with no head is tail-tail, which has probability 1/4. So the probability of at least one head is 1 minus 1/4, which is 3/4. Counting directly gives the same result, since three of the four outcomes contain a head. So the answer is 3/4, which is 75 percent.",
    tags: ["probability"],
    exactAnswer: "3/4",
    solution: "Step 1: Sample space = {HH, HT, TH, TT}, 4 equally likely outcomes. Step 2: P(no head) = P(TT) = 1/4. Step 3: P(at least one head) = 1 − 1/4 = 3/4."
  },
  {
    id: "aptitude-011",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "An item marked at Rs 2000 is sold after successive discounts of 10 percent and 20 percent. What is the selling price?",
    talkingPoints: [
      { point: "The first discount of 10 percent leaves Rs 1800.",
        cues: [["1800", "eighteen hundred"]] },
      { point: "The second discount of 20 percent is taken on 1800, removing Rs 360.",
        cues: [["360", "three hundred sixty", "three hundred and sixty"]] },
      { point: "The equivalent single discount is 28 percent, not 30 percent.",
        cues: [["28 percent", "28", "twenty-eight", "twenty eight"], ["equivalent", "single", "overall", "not 30"]] },
      { point: "The selling price is Rs 1440.",
        cues: [["1440", "fourteen forty", "one thousand four hundred forty", "one thousand four hundred and forty"]] }
    ],
    modelAnswer: "Successive discounts are applied one after another, each on the reduced price. The first discount of 10 percent takes Rs 200 off the marked price of Rs 2000, which leaves Rs 1800. The second discount of 20 percent is on 1800, not on 2000, so it removes Rs 360, leaving Rs 1440. So the selling price is Rs 1440. Put differently, the overall equivalent single discount is 28 percent, not 30 percent, because 0.9 times 0.8 is 0.72.",
    tags: ["profit-loss", "discounts", "percentages"],
    exactAnswer: "Rs 1440",
    solution: "Step 1: After the 10% discount: 2000 × 0.9 = Rs 1800. Step 2: After the 20% discount on 1800: 1800 × 0.8 = Rs 1440. Step 3: Selling price = Rs 1440. Check: 0.9 × 0.8 = 0.72, an equivalent single discount of 28% (not 30%)."
  },
  {
    id: "aptitude-012",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "A car travels from town A to town B at 40 km/h and returns by the same road at 60 km/h. What is its average speed for the round trip?",
    talkingPoints: [
      { point: "Average speed is total distance divided by total time, not the mean of the two speeds.",
        cues: [["total distance"], ["total time"]] },
      { point: "With 120 km each way, the trip out takes 3 hours and the return 2 hours.",
        cues: [["3 hours", "three hours"], ["2 hours", "two hours"]] },
      { point: "For equal distances the average is the harmonic mean, 2xy over x plus y.",
        cues: [["harmonic", "2xy", "2 times 40 times 60", "4800"]] },
      { point: "The average speed is 48 km/h.",
        cues: [["48", "forty-eight", "forty eight"]] }
    ],
    modelAnswer: "Average speed is total distance divided by total time, so I cannot simply average 40 and 60 to get 50. Let the distance each way be 120 km, a convenient multiple of both speeds. Going takes 120 over 40, which is 3 hours, and returning takes 120 over 60, which is 2 hours. So the car covers 240 km in 5 hours, which is 48 km/h. The general formula for equal distances is the harmonic mean, 2xy over x plus y, which is 4800 over 100, again 48. So the average speed is 48 km/h.",
    tags: ["speed-distance", "averages"],
    exactAnswer: "48 km/h",
    solution: "Step 1: Take the one-way distance as 120 km (LCM of 40 and 60). Step 2: Time out = 120/40 = 3 h; time back = 120/60 = 2 h. Step 3: Average speed = total distance / total time = 240/5 = 48 km/h. Check: 2xy/(x + y) = 2 × 40 × 60 / 100 = 48."
  },
  {
    id: "aptitude-013",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "Two trains 200 metres and 300 metres long run in opposite directions on parallel tracks at 54 km/h and 36 km/h. How long do they take to cross each other completely?",
    talkingPoints: [
      { point: "In opposite directions the relative speed is the sum, 90 km/h.",
        cues: [["relative speed", "sum", "add", "added", "plus"], ["90", "ninety"]] },
      { point: "90 km/h is 25 metres per second.",
        cues: [["25 metres per second", "25 meters per second", "25 metre per second", "25 m/s"]] },
      { point: "They must cover the sum of their lengths, 500 metres.",
        cues: [["500", "five hundred"]] },
      { point: "The time is 500 divided by 25, which is 20 seconds.",
        cues: [["20 seconds", "twenty seconds", "20 s"]] }
    ],
    modelAnswer: "When trains move in opposite directions, their relative speed is the sum of their speeds, so 54 plus 36 gives 90 km/h. Converting to metres per second, I multiply by 5 over 18, which gives 25 metres per second. To cross each other completely, together they must cover the sum of their lengths, 200 plus 300, which is 500 metres. So the time is 500 divided by 25, which is 20 seconds. If they were moving in the same direction I would subtract the speeds instead.",
    tags: ["speed-distance", "trains"],
    exactAnswer: "20 seconds",
    solution: "Step 1: Opposite directions, so relative speed = 54 + 36 = 90 km/h. Step 2: 90 × 5/18 = 25 m/s. Step 3: Distance to cross = 200 + 300 = 500 m. Step 4: Time = 500 / 25 = 20 seconds."
  },
  {
    id: "aptitude-014",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "In a certain code language GOLD is written as TLOW. How is SILVER written in that code?",
    talkingPoints: [
      { point: "Letter positions in each pair add up to 27: G is 7 and T is 20, O is 15 and L is 12.",
        cues: [["27", "twenty-seven", "g is 7", "7 and 20"]] },
      { point: "So each letter is replaced by its mirror in the reversed alphabet, A with Z, B with Y.",
        cues: [["mirror", "reversed alphabet", "reverse alphabet", "opposite letter", "a with z", "a becomes z"]] },
      { point: "For SILVER, S becomes H, I becomes R, L becomes O, V becomes E, E becomes V and R becomes I.",
        cues: [["s becomes h", "s to h", "i becomes r", "v becomes e"]] },
      { point: "SILVER is written as HROEVI.",
        cues: [["hroevi", "h r o e v i"]] }
    ],
    modelAnswer: "I compare GOLD and TLOW using alphabet positions. G is 7 and T is 20, O is 15 and L is 12, L is 12 and O is 15, D is 4 and W is 23, so each pair adds up to 27. That means every letter is replaced by its mirror letter in the reversed alphabet, A with Z, B with Y and so on. Applying that to SILVER: S becomes H, I becomes R, L becomes O, V becomes E, E becomes V and R becomes I. So SILVER is written as HROEVI.",
    tags: ["coding-decoding", "logical-reasoning"],
    exactAnswer: "HROEVI",
    solution: "Step 1: Positions: G(7)→T(20), O(15)→L(12), L(12)→O(15), D(4)→W(23); each pair sums to 27. Step 2: So each letter maps to the letter at position 27 − p (A↔Z, B↔Y, …). Step 3: SILVER: S(19)→H(8), I(9)→R(18), L(12)→O(15), V(22)→E(5), E(5)→V(22), R(18)→I(9). Step 4: SILVER is coded as HROEVI."
  },
  {
    id: "aptitude-015",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "In how many distinct ways can the letters of the word LEVEL be arranged?",
    talkingPoints: [
      { point: "LEVEL has five letters with L twice and E twice.",
        cues: [["five letters", "5 letters"], ["twice", "repeated", "two ls", "two es"]] },
      { point: "Divide 5 factorial by 2 factorial for the Ls and 2 factorial for the Es.",
        cues: [["5 factorial", "5!", "120"], ["2 factorial", "2!", "divide by 4", "dividing by 4"]] },
      { point: "There are 30 distinct arrangements.",
        cues: [["30", "thirty"]] }
    ],
    modelAnswer: "LEVEL has five letters, but L appears twice and E appears twice, with V once. If all five letters were different there would be 5 factorial, which is 120, arrangements. Swapping the two Ls or the two Es gives the same word, so I divide by 2 factorial for the Ls and 2 factorial for the Es, which is dividing by 4. 120 divided by 4 gives 30. So there are 30 distinct arrangements of the letters of LEVEL.",
    tags: ["permutations", "combinatorics"],
    exactAnswer: "30",
    solution: "Step 1: LEVEL has 5 letters: L ×2, E ×2, V ×1. Step 2: Arrangements of 5 letters with repeats = 5! / (2! × 2!). Step 3: 120 / 4 = 30."
  },
  {
    id: "aptitude-016",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "A committee of 4 is to be formed from 6 men and 4 women so that it has exactly 2 women. In how many ways can this be done?",
    talkingPoints: [
      { point: "Choosing 2 of the 4 women gives 4 choose 2, which is 6 ways.",
        cues: [["women"], ["6 ways", "six ways", "4 choose 2"]] },
      { point: "Choosing the other 2 members from 6 men gives 6 choose 2, which is 15 ways.",
        cues: [["men"], ["15", "fifteen", "6 choose 2"]] },
      { point: "The choices are independent, so the counts are multiplied.",
        cues: [["multiply", "multiplied", "multiplying", "product"]] },
      { point: "There are 90 ways.",
        cues: [["90", "ninety"]] }
    ],
    modelAnswer: "Exactly 2 women means the committee of 4 has 2 women and 2 men. Choosing 2 women from 4 can be done in 4 choose 2 ways, which is 4 times 3 over 2, or 6 ways. Choosing the other 2 members from the 6 men is 6 choose 2, which is 6 times 5 over 2, or 15 ways. The two choices are independent, so I multiply them: 6 times 15. That gives 90 ways to form the committee.",
    tags: ["combinations", "combinatorics"],
    exactAnswer: "90",
    solution: "Step 1: Choose 2 women from 4: C(4,2) = 6. Step 2: Choose 2 men from 6: C(6,2) = 15. Step 3: Multiply the independent choices: 6 × 15 = 90 ways."
  },
  {
    id: "aptitude-017",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "Two fair dice are rolled. What is the probability that the sum of the numbers is 8?",
    talkingPoints: [
      { point: "There are 36 equally likely ordered outcomes.",
        cues: [["36", "thirty-six", "thirty six"]] },
      { point: "The favourable pairs are 2-6, 3-5, 4-4, 5-3 and 6-2, which is 5 outcomes.",
        cues: [["5 favourable", "five favourable", "5 outcomes", "five outcomes", "five ways", "5 ways"]] },
      { point: "The probability is 5/36.",
        cues: [["5/36", "5 over 36", "five over 36", "5 out of 36", "five out of 36", "five thirty-sixths"]] }
    ],
    modelAnswer: "Two dice give 6 times 6, which is 36 equally likely ordered outcomes. The pairs that add to 8 are 2 and 6, 3 and 5, 4 and 4, 5 and 3, and 6 and 2, so there are 5 favourable outcomes. It matters that 2 then 6 and 6 then 2 are different outcomes, while 4 and 4 can happen only one way. So the probability is 5 over 36, which is about 0.14.",
    tags: ["probability"],
    exactAnswer: "5/36",
    solution: "Step 1: Total outcomes = 6 × 6 = 36. Step 2: Sum 8: (2,6), (3,5), (4,4), (5,3), (6,2) = 5 outcomes. Step 3: Probability = 5/36."
  },
  {
    id: "aptitude-018",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "The ages of A and B are in the ratio 4 to 5, and after 6 years the ratio will be 5 to 6. What is A's present age?",
    talkingPoints: [
      { point: "Let the present ages be 4x and 5x.",
        cues: [["4x", "four x"], ["5x", "five x"]] },
      { point: "Cross-multiplying (4x + 6)/(5x + 6) = 5/6 gives 24x + 36 = 25x + 30.",
        cues: [["cross multiply", "cross-multiply", "cross multiplying", "cross-multiplying", "24x"]] },
      { point: "Solving gives x = 6.",
        cues: [["x equals 6", "x = 6", "x is 6", "x equal 6", "x is equal to 6"]] },
      { point: "A is 24 years old now.",
        cues: [["24 years", "twenty-four years", "twenty four years", "24"]] }
    ],
    modelAnswer: "Let A's age be 4x and B's age be 5x. In 6 years they will be 4x plus 6 and 5x plus 6, and that ratio is 5 to 6. When I cross-multiply, I get 6 times the quantity 4x plus 6 on one side and 5 times the quantity 5x plus 6 on the other, so 24x plus 36 is equal to 25x plus 30. When I subtract one side from the other, I find that x is equal to 6. So A is 4 times 6, which is 24 years old now, and B is 30. Checking: in 6 years they will be 30 and 36, and 30 to 36 is indeed 5 to 6.",
    tags: ["ages", "ratio"],
    exactAnswer: "24 years",
    solution: "Step 1: Let the present ages be 4x and 5x. Step 2: (4x + 6)/(5x + 6) = 5/6. Step 3: 6(4x + 6) = 5(5x + 6) → 24x + 36 = 25x + 30 → x = 6. Step 4: A = 4 × 6 = 24 years (B = 30). Check: 30/36 = 5/6."
  },
  {
    id: "aptitude-019",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "Given that all roses are flowers and some flowers are red, which of these conclusions follows: one, some roses are red; two, some flowers are roses?",
    talkingPoints: [
      { point: "A Venn diagram puts the roses circle inside the flowers circle, with red overlapping flowers somewhere.",
        cues: [["venn", "diagram", "circle", "inside"]] },
      { point: "Conclusion one does not follow, since the red flowers may lie entirely outside the roses.",
        cues: [["conclusion one", "conclusion i", "first conclusion", "some roses are red"], ["does not follow", "not follow", "not necessarily", "not certain", "might not", "may not"]] },
      { point: "Conclusion two follows, because all roses are flowers means some flowers are roses.",
        cues: [["conclusion two", "conclusion ii", "second conclusion", "some flowers are roses"], ["follow", "follows", "certainly", "definitely", "must"]] },
      { point: "Only conclusion two follows.",
        cues: [["only conclusion two", "only conclusion ii", "only two", "only ii", "only the second"]] }
    ],
    modelAnswer: "I draw a quick Venn diagram: the roses circle sits completely inside the flowers circle, and the red circle overlaps the flowers circle somewhere. Conclusion one, some roses are red, does not follow, because the red flowers could lie entirely outside the roses; it is possible but not certain. Conclusion two, some flowers are roses, does follow: if all roses are flowers, the roses are a part of the flowers, so some flowers are certainly roses. That is simply the converse of a universal statement, limited to some. So the answer is that only conclusion two follows.",
    tags: ["syllogisms", "logical-reasoning"],
    exactAnswer: "Only conclusion 2",
    solution: "Step 1: Draw roses as a circle inside flowers; red overlaps flowers. Step 2: Red may overlap only the part of flowers outside roses, so 'some roses are red' is possible but not certain: I does not follow. Step 3: All roses are flowers, so some flowers are roses (conversion of an A statement): II follows. Step 4: Only conclusion II (two) follows."
  },
  {
    id: "aptitude-020",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "Five friends, Amit, Bela, Chirag, Dia and Esha, sit in a row facing north: Amit is at the extreme left, Chirag is exactly in the middle, Dia is immediately to the right of Chirag, and Bela does not sit next to Amit. Who sits second from the left?",
    talkingPoints: [
      { point: "Numbering seats 1 to 5 from the left, Amit is in seat 1 and Chirag in seat 3.",
        cues: [["seat 1", "position 1", "first seat"], ["seat 3", "position 3", "middle"]] },
      { point: "Dia is in seat 4, immediately right of Chirag.",
        cues: [["seat 4", "position 4"]] },
      { point: "Bela cannot sit next to Amit, so Bela takes seat 5 and Esha seat 2.",
        cues: [["cannot sit next to amit", "not next to amit", "cannot be next to amit", "not beside amit", "bela is in seat 5", "bela in seat 5"]] },
      { point: "Esha sits second from the left.",
        cues: [["answer is esha", "esha sits second", "esha is second", "esha is in seat 2", "esha in seat 2", "esha takes seat 2", "so esha"]] }
    ],
    modelAnswer: "I number the seats 1 to 5 from left to right. Amit is at the extreme left, so he is in seat 1, and Chirag is in the middle, seat 3. Dia is immediately to the right of Chirag, so Dia is in seat 4. That leaves Bela and Esha for seats 2 and 5. Bela cannot sit next to Amit, so she cannot be in seat 2, which puts Bela at the right end in seat 5 and Esha in seat 2. The order is Amit, Esha, Chirag, Dia and Bela, so the answer is Esha, who sits second from the left.",
    tags: ["seating-arrangement", "logical-reasoning"],
    exactAnswer: "Esha",
    solution: "Step 1: Seats 1–5 from the left; Amit = 1, Chirag = 3. Step 2: Dia is immediately right of Chirag, so Dia = 4. Step 3: Bela and Esha remain for seats 2 and 5; Bela is not next to Amit, so Bela = 5 and Esha = 2. Step 4: Order Amit, Esha, Chirag, Dia, Bela; second from the left is Esha."
  },
  {
    id: "aptitude-021",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "To find the integer n you are given two statements: first, n is a prime between 20 and 30 whose digits add up to 11; second, n is odd. Is either statement alone sufficient, are both needed, or is neither enough?",
    talkingPoints: [
      { point: "The primes between 20 and 30 are 23 and 29.",
        cues: [["23", "twenty-three", "twenty three"], ["29", "twenty-nine", "twenty nine"]] },
      { point: "Only 29 has digits summing to 11, so statement one alone fixes n.",
        cues: [["statement one", "statement 1", "first statement"], ["sufficient", "enough", "uniquely", "unique"]] },
      { point: "Statement two alone fits infinitely many numbers, so it is not sufficient.",
        cues: [["statement two", "statement 2", "second statement"], ["not sufficient", "insufficient", "not enough", "infinitely many"]] },
      { point: "Statement one alone is sufficient, and n is 29.",
        cues: [["statement one alone", "statement 1 alone", "first statement alone", "one alone", "only statement one", "only the first"]] }
    ],
    modelAnswer: "Take statement one alone. The primes between 20 and 30 are 23 and 29, and their digit sums are 5 and 11, so only 29 fits and n is uniquely 29. So statement one is sufficient on its own. Statement two says only that n is odd, which fits infinitely many numbers, so it is not sufficient. Combining them adds nothing, because statement one already settles the value. The answer is that statement one alone is sufficient, and n is 29.",
    tags: ["data-sufficiency", "number-theory"],
    exactAnswer: "Statement 1 alone",
    solution: "Step 1: Primes between 20 and 30: 23 and 29. Step 2: Digit sums: 2 + 3 = 5, 2 + 9 = 11, so statement 1 gives n = 29 uniquely: sufficient. Step 3: Statement 2 (n is odd) allows infinitely many values: not sufficient. Step 4: Statement 1 alone is sufficient (n = 29)."
  },
  {
    id: "aptitude-022",
    topic: "aptitude",
    difficulty: "medium",
    kind: "aptitude",
    text: "A shopkeeper claims to sell rice at cost price but uses a 900 gram weight in place of a 1 kilogram weight. What is his actual profit percentage?",
    talkingPoints: [
      { point: "He charges for 1000 grams but hands over only 900 grams.",
        cues: [["900"], ["1000", "1 kilogram", "one kilogram", "1 kg"]] },
      { point: "Profit is measured on his actual cost, the 900 grams he gives.",
        cues: [["actual cost", "what he gives", "actually gives", "on cost", "cost of 900"]] },
      { point: "The profit fraction is 100 over 900, which is one ninth.",
        cues: [["100 over 900", "100/900", "100 divided by 900", "one ninth", "1/9"]] },
      { point: "The profit is 11 1/9 percent, about 11.11 percent.",
        cues: [["11.11", "11 1/9", "100/9", "11 and 1/9", "eleven point one", "11 point 1", "eleven and one ninth"]] }
    ],
    modelAnswer: "The shopkeeper charges the cost price of 1000 grams but actually hands over only 900 grams. Say 1 gram costs Rs 1: he spends Rs 900 on what he gives and receives Rs 1000, so he gains Rs 100. Profit is measured on his actual cost of 900, so the profit percentage is 100 over 900, times 100. That is 100/9 percent, which is 11 and 1/9 percent, about 11.11 percent. The shortcut is the error divided by the true value given, times 100.",
    tags: ["profit-loss", "percentages"],
    exactAnswer: "11 1/9%",
    solution: "Step 1: He is paid for 1000 g but gives 900 g. Step 2: Taking cost as Rs 1 per gram, cost of goods given = Rs 900, money received = Rs 1000, gain = Rs 100. Step 3: Profit % = 100/900 × 100 = 100/9 = 11 1/9% ≈ 11.11%."
  },
  {
    id: "aptitude-023",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "A and B together can finish a job in 12 days, B and C in 15 days, and C and A in 20 days. How long would A take to finish it alone?",
    talkingPoints: [
      { point: "Adding the three pair rates counts everyone twice: 1/12 + 1/15 + 1/20 = 12/60 = 1/5.",
        cues: [["add", "adding", "sum"], ["1/5", "one fifth", "12/60", "twice"]] },
      { point: "So A, B and C together do 1/10 of the job a day.",
        cues: [["1/10", "one tenth", "10 days", "ten days"]] },
      { point: "A's rate is 1/10 minus the B and C rate of 1/15, which is 1/30.",
        cues: [["1/15", "one fifteenth"], ["1/30", "one thirtieth"]] },
      { point: "A alone takes 30 days.",
        cues: [["30 days", "thirty days"]] }
    ],
    modelAnswer: "Write each pair as a daily rate: A plus B do 1/12 of the job a day, B plus C do 1/15, and C plus A do 1/20. Adding all three counts each person twice: 1/12 plus 1/15 plus 1/20 is 5/60 plus 4/60 plus 3/60, which is 12/60, or 1/5. So twice the combined rate is 1/5, and A, B and C together do 1/10 of the job a day. A's rate is the total minus the B plus C rate, 1/10 minus 1/15, which is 3/30 minus 2/30, or 1/30. So A alone would take 30 days.",
    tags: ["time-work"],
    exactAnswer: "30 days",
    solution: "Step 1: Rates: A + B = 1/12, B + C = 1/15, C + A = 1/20 per day. Step 2: Sum = 5/60 + 4/60 + 3/60 = 12/60 = 1/5 = 2(A + B + C), so A + B + C = 1/10. Step 3: A = 1/10 − (B + C) = 1/10 − 1/15 = 3/30 − 2/30 = 1/30. Step 4: A alone takes 30 days."
  },
  {
    id: "aptitude-024",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "A bag holds 5 red and 3 blue balls, and two balls are drawn at random without replacement. What is the probability that both are the same colour?",
    talkingPoints: [
      { point: "There are 8 choose 2, which is 28, ways to draw two balls.",
        cues: [["28", "twenty-eight", "twenty eight"]] },
      { point: "Both red can happen in 5 choose 2, which is 10, ways.",
        cues: [["both red", "two red"], ["10", "ten"]] },
      { point: "Both blue can happen in 3 choose 2, which is 3, ways.",
        cues: [["both blue", "two blue"], ["3", "three"]] },
      { point: "The probability is 13/28.",
        cues: [["13/28", "13 over 28", "thirteen over 28", "13 out of 28", "thirteen twenty-eighths"]] }
    ],
    modelAnswer: "There are 8 balls, so the number of ways to draw 2 is 8 choose 2, which is 8 times 7 over 2, or 28. For both red, I choose 2 of the 5 red balls, which is 5 choose 2, or 10 ways. For both blue, I choose 2 of the 3 blue balls, which is 3 ways. These cases do not overlap, so there are 10 plus 3, which is 13 favourable ways, and the probability is 13 over 28, just under one half. Checking with sequential draws, 5/8 times 4/7 plus 3/8 times 2/7 is 20/56 plus 6/56, which is 26/56, the same 13/28.",
    tags: ["probability", "combinations"],
    exactAnswer: "13/28",
    solution: "Step 1: Total ways = C(8,2) = 28. Step 2: Both red = C(5,2) = 10. Step 3: Both blue = C(3,2) = 3. Step 4: P(same colour) = (10 + 3)/28 = 13/28. Check: (5/8)(4/7) + (3/8)(2/7) = 20/56 + 6/56 = 26/56 = 13/28."
  },
  {
    id: "aptitude-025",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "In how many ways can 5 boys and 3 girls sit in a row so that no two girls sit next to each other?",
    talkingPoints: [
      { point: "Seat the boys first, in 5 factorial, which is 120, ways.",
        cues: [["boys"], ["120", "5 factorial", "5!"]] },
      { point: "Five boys create 6 gaps, including both ends.",
        cues: [["6 gaps", "six gaps", "6 spaces", "six spaces", "6 positions", "six positions"]] },
      { point: "Placing the 3 girls in different gaps can be done in 6 times 5 times 4, which is 120, ways.",
        cues: [["6 times 5 times 4", "6 × 5 × 4", "6p3", "6 p 3", "permutation of 6 taken 3"]] },
      { point: "The total is 120 times 120, which is 14400.",
        cues: [["14400", "14,400", "fourteen thousand four hundred"]] }
    ],
    modelAnswer: "The standard trick is to seat the boys first and then put the girls in the gaps. The 5 boys can be arranged in 5 factorial, which is 120, ways. Five boys in a row create 6 gaps: one before the first boy, four between boys and one after the last. Putting each girl in a different gap guarantees no two girls are adjacent, and choosing ordered gaps for 3 distinct girls gives 6 times 5 times 4, which is 120 ways. Multiplying the two counts, 120 times 120, gives a total of 14400 arrangements in which no two girls are together.",
    tags: ["permutations", "combinatorics"],
    exactAnswer: "14400",
    solution: "Step 1: Arrange the 5 boys: 5! = 120. Step 2: They create 6 gaps (_B_B_B_B_B_). Step 3: Place the 3 girls in 3 different gaps, order mattering: P(6,3) = 6 × 5 × 4 = 120. Step 4: Total = 120 × 120 = 14400."
  },
  {
    id: "aptitude-026",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "A boat goes 24 km upstream in 6 hours and 20 km downstream in 4 hours. What is the speed of the boat in still water, and what is the speed of the stream?",
    talkingPoints: [
      { point: "The upstream speed is 24 over 6, which is 4 km/h, the boat's speed minus the stream's.",
        cues: [["upstream"], ["4 km/h", "four km/h", "4 kilometres per hour", "4 km per hour"]] },
      { point: "The downstream speed is 20 over 4, which is 5 km/h, the boat's speed plus the stream's.",
        cues: [["downstream"], ["5 km/h", "five km/h", "5 kilometres per hour", "5 km per hour"]] },
      { point: "The boat's speed in still water is half the sum, 4.5 km/h.",
        cues: [["4.5", "four and a half", "4 and a half", "four point five"]] },
      { point: "The stream's speed is half the difference, 0.5 km/h.",
        cues: [["0.5", "half a kilometre", "zero point five", "point five"]] }
    ],
    modelAnswer: "Upstream, the boat covers 24 km in 6 hours, so its upstream speed is 4 km/h, which is the boat's speed minus the stream's. Downstream it covers 20 km in 4 hours, so its downstream speed is 5 km/h, the boat's speed plus the stream's. Adding the two equations and halving, the boat's speed in still water is 5 plus 4 over 2, which is 4.5 km/h. Subtracting and halving, the stream's speed is 5 minus 4 over 2, which is 0.5 km/h. So the boat moves at 4.5 km/h in still water and the stream flows at 0.5 km/h.",
    tags: ["speed-distance", "boats-streams"],
    exactAnswer: "Boat 4.5 km/h, stream 0.5 km/h",
    solution: "Step 1: Upstream speed u = 24/6 = 4 km/h = b − s. Step 2: Downstream speed d = 20/4 = 5 km/h = b + s. Step 3: Boat speed b = (d + u)/2 = 9/2 = 4.5 km/h. Step 4: Stream speed s = (d − u)/2 = 1/2 = 0.5 km/h."
  },
  {
    id: "aptitude-027",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "The difference between the compound interest and the simple interest on a sum for 2 years at 10 percent per annum is Rs 50. What is the sum?",
    talkingPoints: [
      { point: "Over two years the difference is interest on the first year's interest: P times r over 100, squared.",
        cues: [["squared", "interest on interest", "interest on the first year", "first year's interest"]] },
      { point: "At 10 percent, r over 100 squared is 1/100, so the difference is P over 100.",
        cues: [["1/100", "one hundredth", "0.01", "p over 100"]] },
      { point: "Checking: simple interest is 1000 and compound interest is 1050.",
        cues: [["1050"], ["1000"]] },
      { point: "The sum is Rs 5000.",
        cues: [["5000", "five thousand"]] }
    ],
    modelAnswer: "Over two years, compound interest exceeds simple interest only by the interest earned in the second year on the first year's interest. That gives the formula: the difference equals P times r over 100, squared. With r equal to 10, r over 100 squared is 1/100, so the difference is P over 100. Setting P over 100 equal to 50 gives P equal to Rs 5000. Checking: simple interest is 500 a year, so 1000 over two years, while compound interest is 500 plus 550, which is 1050, and the difference is indeed 50.",
    tags: ["interest", "percentages"],
    exactAnswer: "Rs 5000",
    solution: "Step 1: For 2 years, CI − SI = P(r/100)². Step 2: (10/100)² = 1/100, so P/100 = 50. Step 3: P = Rs 5000. Check: SI = 2 × 500 = 1000; CI = 500 + 550 = 1050; difference = 50."
  },
  {
    id: "aptitude-028",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "What is the angle between the hour hand and the minute hand of a clock at 3:40?",
    talkingPoints: [
      { point: "The minute hand moves 6 degrees a minute, so it is at 240 degrees.",
        cues: [["240", "two hundred forty", "two hundred and forty"]] },
      { point: "The hour hand is at 90 plus half a degree per minute times 40, which is 110 degrees.",
        cues: [["110", "one hundred ten", "one hundred and ten"]] },
      { point: "The formula 30H minus 5.5M gives 90 minus 220 in absolute value.",
        cues: [["5.5", "30h", "five and a half", "220"]] },
      { point: "The angle is 130 degrees.",
        cues: [["130", "one hundred thirty", "one hundred and thirty"]] }
    ],
    modelAnswer: "I measure both hands from 12 o'clock. The minute hand moves 6 degrees per minute, so at 40 minutes it is at 240 degrees. The hour hand moves 30 degrees per hour plus half a degree per minute, so at 3:40 it is at 90 plus 20, which is 110 degrees; it is not exactly on the 3. The difference is 240 minus 110, which is 130 degrees. As a check, the shortcut formula is the absolute value of 30H minus 5.5M, which here is 90 minus 220, so it is again 130. Since 130 is less than 180, the angle between the hands is 130 degrees.",
    tags: ["clocks", "geometry"],
    exactAnswer: "130°",
    solution: "Step 1: Minute hand: 40 × 6° = 240° from 12. Step 2: Hour hand: 3 × 30° + 40 × 0.5° = 90° + 20° = 110°. Step 3: Angle = 240° − 110° = 130° (less than 180°, so it is the smaller angle). Check: |30H − 5.5M| = |90 − 220| = 130°."
  },
  {
    id: "aptitude-029",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "To find a two-digit number you are told: first, its digits add up to 9; second, reversing its digits gives a number 27 more than the original. Is either statement alone sufficient, or are both needed?",
    talkingPoints: [
      { point: "Write the number as 10a plus b.",
        cues: [["10a", "10 a", "10 times a", "tens digit"]] },
      { point: "Statement one alone fits 18, 27, 36 and more, so it is not sufficient.",
        cues: [["statement one", "statement 1", "first statement"], ["not sufficient", "insufficient", "not enough"]] },
      { point: "Statement two gives 9 times b minus a equals 27, so the digits differ by 3, which fits 14, 25, 36 and more: not sufficient alone.",
        cues: [["statement two", "statement 2", "second statement", "b minus a", "differ by 3"], ["not sufficient", "insufficient", "not enough"]] },
      { point: "Together a plus b is 9 and b minus a is 3, so the number is 36.",
        cues: [["36", "thirty-six", "thirty six"]] },
      { point: "Both statements together are needed; neither alone is sufficient.",
        cues: [["both statements together", "both together", "need both", "both are needed", "both needed", "together are sufficient"]] }
    ],
    modelAnswer: "Write the number as 10a plus b, where a is the tens digit and b the units digit. Statement one alone says a plus b is 9, which fits 18, 27, 36 and more, so it is not sufficient. Statement two says 10b plus a minus 10a minus b is 27, so 9 times b minus a is 27 and the digits differ by 3, with b bigger; that fits 14, 25, 36 and more, so it is also not sufficient alone. If I use both statements together, the digits add up to 9 and differ by 3, so the units digit is 6, the tens digit is 3, and the number is 36. So both statements together are sufficient, but neither alone is.",
    tags: ["data-sufficiency", "algebra"],
    exactAnswer: "Both together",
    solution: "Step 1: Let the number be 10a + b. Step 2: Statement 1: a + b = 9 allows 18, 27, 36, …: not sufficient. Step 3: Statement 2: (10b + a) − (10a + b) = 9(b − a) = 27, so b − a = 3, allowing 14, 25, 36, …: not sufficient. Step 4: Together: a + b = 9 and b − a = 3 give b = 6, a = 3, so the number is 36. Step 5: Both statements together are sufficient; neither alone is."
  },
  {
    id: "aptitude-030",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "How many four-digit numbers divisible by 5 can be formed from the digits 0 to 9 if no digit is repeated?",
    talkingPoints: [
      { point: "Divisible by 5 means the last digit is 0 or 5, so split into two cases.",
        cues: [["last digit", "ends in", "units digit"], ["0 or 5", "zero or five"]] },
      { point: "Ending in 0 gives 9 times 8 times 7, which is 504.",
        cues: [["504", "five hundred four", "five hundred and four"]] },
      { point: "Ending in 5, the first digit cannot be 0 or 5, giving 8 times 8 times 7, which is 448.",
        cues: [["448", "four hundred forty-eight", "four hundred and forty eight"]] },
      { point: "The total is 952.",
        cues: [["952", "nine hundred fifty-two", "nine hundred and fifty two", "nine fifty-two"]] }
    ],
    modelAnswer: "A number is divisible by 5 only if its last digit is 0 or 5, so I split into two cases. If the last digit is 0, the first digit can be any of the other 9 digits, the second any of the remaining 8 and the third any of the remaining 7, giving 9 times 8 times 7, which is 504. If the last digit is 5, the first digit cannot be 0 or 5, so it has 8 choices; the second then has 8 choices, because 0 is now allowed, and the third has 7, giving 8 times 8 times 7, which is 448. When I add the two cases together, 504 plus 448, I get a total of 952 such numbers.",
    tags: ["permutations", "number-theory"],
    exactAnswer: "952",
    solution: "Step 1: The last digit must be 0 or 5. Step 2: Last digit 0: first digit 9 choices (1–9), second 8, third 7: 9 × 8 × 7 = 504. Step 3: Last digit 5: first digit 8 choices (not 0 or 5), second 8 (0 now allowed), third 7: 8 × 8 × 7 = 448. Step 4: Total = 504 + 448 = 952."
  },
  {
    id: "aptitude-031",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "Without a calendar, work out what day of the week 15 August 1947 was.",
    talkingPoints: [
      { point: "Use the odd days method: count the days left over after complete weeks.",
        cues: [["odd days", "odd day", "leftover days", "remainder"]] },
      { point: "The years up to the end of 1900 give 1 odd day (1600 years give 0, 300 years give 1).",
        cues: [["1900"], ["1 odd day", "one odd day"]] },
      { point: "1901 to 1946 is 46 years with 11 leap years, 57 days, which is 1 odd day.",
        cues: [["46 years", "11 leap", "eleven leap", "57"]] },
      { point: "January 1 to August 15, 1947 is 227 days, which is 3 odd days.",
        cues: [["227", "3 odd days", "three odd days"]] },
      { point: "The total of 5 odd days means the day was a Friday.",
        cues: [["friday"]] }
    ],
    modelAnswer: "I use the odd days method, counting the days left over after complete weeks. The first 1600 years give 0 odd days and the next 300 give 1, so the years up to the end of 1900 give 1 odd day. From 1901 to 1946 there are 46 years including 11 leap years, so 46 plus 11, which is 57 days, or 1 odd day. In 1947, from January 1 to August 15 there are 31, 28, 31, 30, 31, 30, 31 and 15 days, which total 227, and 227 is 32 weeks and 3 odd days. The total is 1 plus 1 plus 3, which is 5 odd days, and counting 0 as Sunday, 5 is Friday. So 15 August 1947 was a Friday.",
    tags: ["calendars", "logical-reasoning"],
    exactAnswer: "Friday",
    solution: "Step 1: 1600 years → 0 odd days; 300 years → 1 odd day; so 1 Jan 1 to 31 Dec 1900 → 1 odd day. Step 2: 1901–1946 = 46 years with 11 leap years (1904 … 1944): 46 + 11 = 57 → 57 mod 7 = 1 odd day. Step 3: 1947 up to 15 Aug: 31 + 28 + 31 + 30 + 31 + 30 + 31 + 15 = 227 days → 227 mod 7 = 3 odd days. Step 4: Total = 1 + 1 + 3 = 5 odd days; with 0 = Sunday, 5 = Friday."
  },
  {
    id: "aptitude-032",
    topic: "aptitude",
    difficulty: "hard",
    kind: "aptitude",
    text: "Seven people, Anil, Bhavna, Charu, Deepak, Ekta, Faisal and Gauri, sit in a row facing north. Deepak is exactly in the middle, exactly two people sit between Anil and Deepak, Anil is somewhere to the left of Bhavna, Gauri sits at one end, Bhavna is immediately to the right of Deepak, Ekta sits next to Gauri but not next to Deepak, and Faisal is somewhere to the right of Charu; who sits immediately to the left of Deepak?",
    talkingPoints: [
      { point: "Numbering seats 1 to 7 from the left, Deepak is in seat 4 and Bhavna in seat 5.",
        cues: [["seat 4"], ["seat 5"]] },
      { point: "Two people between Anil and Deepak puts Anil in seat 1 or 7, and Anil left of Bhavna means seat 1.",
        cues: [["anil is in seat 1", "anil in seat 1", "anil takes seat 1", "anil sits in seat 1", "anil at the left end", "anil is at the left end"]] },
      { point: "Gauri takes the other end, seat 7, and Ekta, next to Gauri but not Deepak, takes seat 6.",
        cues: [["seat 7"], ["seat 6"]] },
      { point: "Charu and Faisal fill seats 2 and 3, and Faisal right of Charu gives Charu seat 2 and Faisal seat 3.",
        cues: [["seat 2"], ["seat 3"]] },
      { point: "Faisal sits immediately to the left of Deepak.",
        cues: [["answer is faisal", "so faisal", "faisal sits immediately", "faisal is immediately", "it is faisal", "faisal is in seat 3", "faisal in seat 3"]] }
    ],
    modelAnswer: "I number the seats 1 to 7 from the left. Deepak is in the middle, seat 4, and Bhavna is immediately to his right, in seat 5. With exactly two people between Anil and Deepak, Anil must be in seat 1 or seat 7, and since Anil is to the left of Bhavna, Anil is in seat 1. Gauri is at an end, so she takes seat 7. Ekta sits next to Gauri but not next to Deepak, so Ekta is in seat 6. That leaves Charu and Faisal for seats 2 and 3, and since Faisal is to the right of Charu, Charu is in seat 2 and Faisal is in seat 3. The order is Anil, Charu, Faisal, Deepak, Bhavna, Ekta and Gauri, so the answer is Faisal, who sits immediately to the left of Deepak.",
    tags: ["seating-arrangement", "logical-reasoning"],
    exactAnswer: "Faisal",
    solution: "Step 1: Seats 1–7 from the left; Deepak = 4 (middle), Bhavna = 5 (immediately right of Deepak). Step 2: Two people between Anil and Deepak means Anil = 1 or 7; Anil is left of Bhavna, so Anil = 1. Step 3: Gauri is at an end and seat 1 is taken, so Gauri = 7. Step 4: Ekta is next to Gauri (seat 6), and seat 6 is not next to Deepak, so Ekta = 6. Step 5: Charu and Faisal take seats 2 and 3; Faisal is right of Charu, so Charu = 2 and Faisal = 3. Step 6: Order Anil, Charu, Faisal, Deepak, Bhavna, Ekta, Gauri; immediately left of Deepak is Faisal."
  }
]
