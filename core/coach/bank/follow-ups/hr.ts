/** The interviewer's follow-up prompts for the hr questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "hr-001": [
    "Who was on that team, what were you delivering, and what would have gone wrong if it slipped?",
    "What was your own part in that project, as opposed to the team's?",
    "Can you walk me through one or two things you personally did to get people pulling in the same direction?",
    "How did you know the delivery went well, and can you put a number on it?",
    "What would you do differently on your next team because of that project?"
  ],
  "hr-002": [
    "What made that deadline so tight, and who set it?",
    "With not enough time for everything, how did you decide what to drop or defer?",
    "Who needed to know what was being cut, and when did you tell them?",
    "Did you hit the date, and what exactly shipped by then?",
    "What has that crunch taught you about how you work when the pressure is on?"
  ],
  "hr-003": [
    "What exactly was the feedback, who gave it, and in what setting?",
    "How did you react in the moment, and did you ask them anything about it?",
    "What did you actually start doing differently after that conversation?",
    "How could you tell the change had worked, ideally in something you could measure?",
    "How do you handle critical feedback today compared with back then?"
  ],
  "hr-004": [
    "What was the technology, and why couldn't the learning wait?",
    "How did you go about learning it in those first few days, step by step?",
    "Who did you lean on while you were getting up to speed?",
    "What did you deliver with it, and how quickly compared with what was expected?",
    "What did that teach you about the way you pick things up best?"
  ],
  "hr-005": [
    "What problem was the customer facing, and what did it cost them?",
    "Did you stop at the reported issue, or did you look for what was behind it?",
    "What specifically did you do, both to fix it and to stop it happening again?",
    "What difference did it make for the customer or the business, in numbers if you can?",
    "How has that experience changed the way you think about users?"
  ],
  "hr-006": [
    "What were the competing demands, and what was riding on each one?",
    "How did you decide which of them came first?",
    "Who had to accept that their work would wait, and how did that conversation go?",
    "How did things turn out across those priorities, and can you quantify it?",
    "What would you do the same way next time you are pulled in several directions?"
  ],
  "hr-007": [
    "What was the project for, and who was it meant to help?",
    "Which parts of it were yours, as opposed to the rest of the team's?",
    "What was the hardest moment on that project, and how did you get past it?",
    "What impact did it have once it was out, in numbers if you can?",
    "Why that project above the others, and what did it teach you?"
  ],
  "hr-008": [
    "What first made you think your teammate was having a hard time?",
    "How did you raise it with them, and what turned out to be behind it?",
    "What did you actually do to help, and how did you avoid just doing the work for them?",
    "How did things change for them afterwards, and can you point to something measurable?",
    "What has that taught you about helping colleagues?"
  ],
  "hr-009": [
    "What exactly was the goal, and how would you know when you had reached it?",
    "How did you turn such a big goal into something you could work on week by week?",
    "How did you know whether you were on course, and what did you do when you were not?",
    "Where did you end up against the target you set?",
    "What would you do differently if you set yourself a similar goal today?"
  ],
  "hr-010": [
    "Who were you explaining it to, and what did they need to do with it?",
    "How did you put the idea into words they would follow without the technical vocabulary?",
    "How did you check they had really understood, rather than just nodding along?",
    "What happened as a result of the explanation, such as a decision or a sign-off?",
    "What do you now do differently when you present to a non-technical group?"
  ],
  "hr-011": [
    "What were you and your teammate disagreeing about, and why did it matter?",
    "Before arguing your case, how did you find out why they saw it differently?",
    "How did you get past opinion against opinion to something you could both accept?",
    "How did it end, both for the work and for your working relationship?",
    "What do you do differently in a disagreement now because of that one?"
  ],
  "hr-012": [
    "What exactly went wrong, in your own words?",
    "Looking back, how much of that failure was down to you, and why?",
    "What did you do once you realised it had gone wrong?",
    "How big was the damage, honestly, and can you put a figure on it?",
    "What do you do differently now as a direct result of that failure?"
  ],
  "hr-013": [
    "What was unclear about the requirements, and what was the risk of guessing wrong?",
    "Who did you go to for answers, and what did you ask them?",
    "What did you have to assume, and how did you check those guesses early?",
    "How did the project turn out, and can you measure that?",
    "How do you approach a vague brief differently today?"
  ],
  "hr-014": [
    "What was the problem, and why was nobody already dealing with it?",
    "What made you step in, and what did you put forward?",
    "How did you bring other people in, and who did what?",
    "What changed as a result, in numbers if you can?",
    "What did stepping up without a title teach you about leading?"
  ],
  "hr-015": [
    "What was the mistake, and who felt its effects?",
    "How soon did you tell people, and how did you tell them?",
    "How did you repair the immediate damage, and how long did recovery take?",
    "What did you change so that the same mistake could not happen again?",
    "What did that episode teach you?"
  ],
  "hr-016": [
    "What was your idea, and why were people reluctant to adopt it?",
    "What were their objections, and how did you find out what they really were?",
    "What did you show them that changed minds, beyond just arguing your case?",
    "Once it was adopted, what difference did it make, and can you quantify it?",
    "What would you do differently the next time you need to win people over?"
  ],
  "hr-017": [
    "What did your manager decide, and what was your concern with it?",
    "How and where did you raise it, and what did you bring to back it up?",
    "Did you propose another way forward, or only say why theirs was wrong?",
    "If the decision still went their way, how did you handle the work after that?",
    "How did things turn out in the end, and can you measure it?",
    "What has that taught you about challenging a manager's call?"
  ],
  "hr-018": [
    "What made that customer or stakeholder so hard to deal with?",
    "When they were at their most frustrated, how did you respond in the conversation itself?",
    "What did you agree with them about next steps, and how did you set expectations?",
    "How did the relationship or the outcome change, ideally in numbers?",
    "What would you do the same way with the next difficult stakeholder?"
  ],
  "hr-019": [
    "How did things work before you changed them, and what was that costing?",
    "Before you changed anything, how did you find out where the time or effort was going?",
    "What exactly did you change in the process, and how did it differ from before?",
    "What was the before and after, in time, errors or cost?",
    "What did you learn, including about getting other people to actually use the new way?"
  ],
  "hr-020": [
    "What was your colleague doing, and what effect was it having?",
    "How did you prepare, and where and when did you have the conversation?",
    "What did you actually say, and did you give them a chance to explain?",
    "What did the two of you agree, and did you check in with them later?",
    "What changed afterwards, and how could you tell?",
    "What would you do differently the next time you have to give hard feedback?"
  ],
  "hr-021": [
    "What changed, and how much of the work in progress did it affect?",
    "When the ground shifted, how did you work out what could be kept and what the new plan was?",
    "How did you bring the team and stakeholders along with the new direction?",
    "How did the project end up, and can you put a number on it?",
    "What has that taught you about handling sudden change?"
  ],
  "hr-022": [
    "What decision was on the table, and what did everyone believe at the start?",
    "Where did your data come from, and why was it the right data for that question?",
    "What did the data show that people had not expected?",
    "What happened after the decision, in measurable terms?",
    "What would you do differently next time you bring data into a decision?"
  ],
  "hr-023": [
    "What was the dilemma, and who was pushing you towards the easier path?",
    "Before you acted, how did you make sure you had the facts and the rules right?",
    "Who did you take the concern to, and how did you raise it?",
    "Did you suggest another way to reach the same goal without crossing the line?",
    "What was the outcome, and can you describe it concretely?",
    "What has that situation taught you about standing by your principles at work?"
  ],
  "hr-024": [
    "What was the incident, and how bad was it for users or the business?",
    "What role did you take in the response, and how did you divide up the work?",
    "How did you keep people outside the response team informed while it was going on?",
    "How was it finally resolved, and how long did recovery take?",
    "What happened after the incident was over, to stop it recurring?",
    "What did that crisis teach you about leading under pressure?"
  ],
  "hr-025": [
    "What was the senior stakeholder asking for, and what was wrong with doing it as asked?",
    "What did you find out about what they were really trying to achieve?",
    "Rather than just saying no, what did you put in front of them?",
    "How did it turn out, and can you give a number?",
    "What has that taught you about saying no to someone senior?"
  ],
  "hr-026": [
    "What was the decision, how long did you have, and what didn't you know?",
    "With so much missing, what did you concentrate on?",
    "How did you keep the option of changing course if you turned out to be wrong?",
    "How did the decision work out, in measurable terms?",
    "What did that teach you about making calls without all the facts?"
  ],
  "hr-027": [
    "How did you know they were underperforming, and what evidence did you have?",
    "How did you first raise it with them, and what did you learn was behind it?",
    "What did you agree with them about expectations and support, and how often did you check in?",
    "How had their performance changed by the end, and how did you measure it?",
    "What did that teach you about handling underperformance fairly?"
  ],
  "hr-028": [
    "What was the risk, and why did it seem worth taking at the time?",
    "What did you put in place to cap the damage if it went wrong?",
    "How did you decide when to stop, and how did you talk about the outcome?",
    "What did it cost in the end, and was anything worth keeping?",
    "Knowing what you know now, what would you change about that decision?"
  ],
  "hr-029": [
    "Which team was it, and where did their goals clash with yours?",
    "What did you do to learn what that team was under pressure to deliver?",
    "What did the two teams end up agreeing, and what common ground made it possible?",
    "What came of that agreement, in numbers if you can?",
    "What do you now do differently when you depend on another team?"
  ],
  "hr-030": [
    "What was the debt, and how was it getting in the way of shipping?",
    "How did you show its cost in terms the business would care about?",
    "What split between debt work and feature work did you propose, and why that split?",
    "How did you get product or management to agree to it?",
    "What changed after the plan was in place, and can you measure it?",
    "What did that teach you about weighing long-term health against short-term delivery?"
  ],
  "hr-031": [
    "What was the bad news, and what did it put at risk?",
    "When did you tell them, and why then rather than later?",
    "What did you bring with you to that conversation besides the news itself?",
    "How did they react over time, and did the relationship hold up?",
    "What do you do differently now when you have bad news to share?"
  ]
}
