/** The interviewer's follow-up prompts for the aptitude questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "aptitude-001": [
    "If the original price were 100, what would it be straight after the 20 percent rise?",
    "What single multiplier turns the original price into the final one after both changes?",
    "Why don't a 20 percent rise and a 20 percent cut simply cancel each other out?",
    "So what is the net change, as a single percentage, and is it a gain or a loss?"
  ],
  "aptitude-002": [
    "How many rupees does the shopkeeper actually make on this one article?",
    "Which figure goes in the denominator when you turn that profit into a percentage, and why?",
    "What fraction do you get when you divide the profit by that figure?",
    "So what profit percentage does the shopkeeper make?"
  ],
  "aptitude-003": [
    "How far does the train have to travel to get completely past a pole?",
    "What is its speed in metres per second before any unit conversion?",
    "How do you turn a speed in metres per second into kilometres per hour?",
    "So what is the train's speed in km/h?"
  ],
  "aptitude-004": [
    "What fraction of the job does each of A and B get through in a single day?",
    "Working side by side, how much of the job do they complete each day?",
    "So how many days do they need together?"
  ],
  "aptitude-005": [
    "Into how many equal shares does a 3 to 5 ratio divide the money?",
    "How many rupees is one of those shares worth?",
    "How much does A receive, and how can you use that to check your working?",
    "So how much ends up with B?"
  ],
  "aptitude-006": [
    "What do you notice when you subtract each term from the one after it?",
    "Can you write each term as a product of two numbers, and what is the pattern?",
    "So which number comes after 30?"
  ],
  "aptitude-007": [
    "What formula do you use for simple interest, and what goes into it?",
    "How much interest does the Rs 5000 earn in a single year at 8 percent?",
    "So what is the total interest over the three years?"
  ],
  "aptitude-008": [
    "Who is the only son of Riya's father's father, from Riya's point of view?",
    "Given that, how is the man connected to Riya's father?",
    "So what relation is the man to Riya?"
  ],
  "aptitude-009": [
    "How does each letter of CAT relate to the letter that replaces it in DBU?",
    "What does each letter of DOG turn into under that rule?",
    "So what is the coded form of DOG?"
  ],
  "aptitude-010": [
    "If you list every way two coins can land, what do you get?",
    "Which outcome is the only one without a head, and how likely is it?",
    "So what is the chance of seeing at least one head?"
  ],
  "aptitude-011": [
    "What is the price left after only the 10 percent discount?",
    "What does the 20 percent discount apply to, and how many rupees does it take off?",
    "Why isn't a 10 and a 20 percent discount the same as a single 30 percent discount?",
    "So what does the customer finally pay?"
  ],
  "aptitude-012": [
    "Why can't you just take the mean of 40 and 60 for the round trip?",
    "Suppose each leg is 120 km: how long do the outbound and return journeys take?",
    "Is there a general formula for the average speed when both legs cover the same distance?",
    "So what is the average speed over the whole round trip?"
  ],
  "aptitude-013": [
    "When the trains move towards each other, what speed do you use to measure how fast they close?",
    "How fast is that closing speed once you convert it into the units the train lengths use?",
    "What total distance must be covered before the trains have fully passed each other?",
    "So how many seconds does the crossing take?"
  ],
  "aptitude-014": [
    "What do you get if you add the alphabet positions of G and T, or of O and L?",
    "What does that sum tell you about how each letter is being swapped?",
    "Applying that rule, what does each letter of SILVER become?",
    "So what is the coded form of SILVER?"
  ],
  "aptitude-015": [
    "Which letters in LEVEL are repeated, and how many times each?",
    "How do you correct 5 factorial so that swapping identical letters isn't counted twice?",
    "So how many distinct arrangements are there?"
  ],
  "aptitude-016": [
    "In how many ways can you pick the two women from the four available?",
    "How many ways are there to fill the remaining two places with men?",
    "How do you combine the count for the women with the count for the men, and why?",
    "So how many different committees are possible?"
  ],
  "aptitude-017": [
    "How many outcomes are there in total when you roll two dice, counting order?",
    "Which pairs of numbers add up to 8, and how many are there?",
    "So what is the probability of rolling a total of 8?"
  ],
  "aptitude-018": [
    "How would you write the two current ages using a single unknown?",
    "What equation do you get from the ratio in six years' time, once cross-multiplied?",
    "What value of the unknown does that equation give?",
    "So how old is A today?"
  ],
  "aptitude-019": [
    "If you draw the three sets as circles, how do they sit relative to one another?",
    "Could every red flower lie outside the roses, and what would that mean for the first conclusion?",
    "Given that every rose is a flower, does it follow that at least some flowers are roses?",
    "So which of the two conclusions actually follows?"
  ],
  "aptitude-020": [
    "Numbering the seats from the left, where do Amit and Chirag sit?",
    "Which seat does Dia take, given where Chirag is?",
    "Which seats are left for Bela and Esha, and which one is Bela barred from?",
    "So who is in the second seat from the left?"
  ],
  "aptitude-021": [
    "Between 20 and 30, which numbers are prime, and how can you be sure you have them all?",
    "Of those primes, which have digits adding up to 11, and what does that mean for statement one?",
    "How many integers satisfy just being odd, and is that enough to pin n down?",
    "So which statement is sufficient on its own, and what is n?"
  ],
  "aptitude-022": [
    "When a customer pays for a kilogram, how much rice do they actually take home?",
    "What should the profit be measured against here: what he charges for, or what he really hands over?",
    "What fraction of his cost does the shopkeeper gain on each sale?",
    "So what is his true profit percentage?"
  ],
  "aptitude-023": [
    "What do you get if you add the three pair rates, and what does that sum really represent?",
    "How much of the job would all three of them finish in one day?",
    "How do you get A's daily rate from the combined rate and B and C's rate?",
    "So how many days would A take working alone?"
  ],
  "aptitude-024": [
    "How many different pairs of balls could be drawn from the bag?",
    "In how many of those pairs are both balls red?",
    "And in how many are both balls blue?",
    "So what is the chance the two balls match in colour?"
  ],
  "aptitude-025": [
    "If you arrange the boys first, how many orders are there for them?",
    "Once the boys are seated, how many places are there where a girl could go?",
    "How many ways are there to put the three girls into separate gaps?",
    "So how many seating arrangements are there in total?"
  ],
  "aptitude-026": [
    "What is the boat's speed going upstream, and how is that related to the boat and the current?",
    "What is its speed going downstream, and how is that made up?",
    "How do you get the boat's own speed from the upstream and downstream figures?",
    "And how do you get the current's speed from the same two figures?"
  ],
  "aptitude-027": [
    "Where does the extra money under compound interest come from in the second year?",
    "At 10 percent, what fraction of the principal does that extra amount work out to?",
    "How can you check your answer using the two interest amounts?",
    "So what is the sum of money that was invested?"
  ],
  "aptitude-028": [
    "How far has the minute hand turned from 12 at forty minutes past?",
    "Where is the hour hand at 3:40, given that it keeps creeping forward?",
    "Is there a quick formula for the angle between the hands, and what does it give here?",
    "So what is the angle between the two hands?"
  ],
  "aptitude-029": [
    "How would you write the number algebraically in terms of its tens and units digits?",
    "Does the digit sum alone narrow it to one number, and can you give examples?",
    "What does the reversal condition tell you about the digits, and does it fix the number alone?",
    "When you combine both conditions, what number do you get?",
    "So which statements are needed to determine the number?"
  ],
  "aptitude-030": [
    "What must the last digit be for the number to be divisible by 5, and why handle cases separately?",
    "If the number ends in zero, how many choices are there for the other three digits?",
    "If it ends in five, what restriction applies to the leading digit, and how many numbers result?",
    "So how many such four-digit numbers are there altogether?"
  ],
  "aptitude-031": [
    "What method lets you find a weekday without a calendar, and what are you counting?",
    "How many odd days do the complete centuries up to 1900 contribute?",
    "How many leap years fall between 1901 and 1946, and what do those years add in odd days?",
    "How many days of 1947 have passed by 15 August, and how many odd days is that?",
    "So on which day of the week did 15 August 1947 fall?"
  ],
  "aptitude-032": [
    "Counting positions from the left end, where must Deepak be, and who is fixed right beside him?",
    "Where can Anil sit with two people between him and Deepak, and which option survives?",
    "Where does that leave Gauri and Ekta?",
    "How do Charu and Faisal fit into the two seats left over?",
    "So who is sitting immediately to Deepak's left?"
  ]
}
