/**
 * The fitted part of meaning matching (meaning.ts): a logistic model over 11 features, fitted by
 * `npx node bench/semeval/train.ts --write` on SemEval-2013 Task 7's training split only (8910 answers,
 * both corpora, 2-way labels), features standardised with the means and scales below. Written by that script;
 * do not edit by hand.
 */

export const FEATURE_NAMES = [
  "recall of the statement's own words",
  "recall of all its words",
  "precision of the answer's own words",
  "shared words (Dice)",
  "share of aligned words said the other way (negation)",
  "share of opposites (antonyms)",
  "swapped roles",
  "length ratio (log)",
  "share of the answer in the question's words",
  "word-count cosine",
  "vector cosine of own words"
] as const

export type MeaningFeatures = [number, number, number, number, number, number, number, number, number, number, number]

export const MEANING_MODEL = {
  intercept: -0.4451,
  weights: [0.5988, -0.1422, 0.1145, 0.254, -0.4406, -0.0273, -0.0528, 0.2426, 0.2146, 0.3358, 0.0526],
  means: [0.4346, 0.4395, 0.4076, 0.3973, 0.0623, 0.0252, 0.0008, -0.1259, 0.326, 0.4043, 0.6499],
  scales: [0.3878, 0.3299, 0.3604, 0.2969, 0.2233, 0.1253, 0.0194, 0.5833, 0.307, 0.236, 0.2669]
} as const
