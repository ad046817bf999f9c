import type { NewBlogPost } from '../schema.ts';

type SamplePost = Omit<NewBlogPost, 'tags' | 'created_at' | 'updated_at' | 'reading_time'> & { tags: string[] };

/**
 * Sample posts so a fresh site has a blog. The foundation replaces them with its own. Their
 * author is the instructor of views/content/instructor.ts (db/ may not read views/, so a
 * test checks that the two names agree).
 */
export const sampleBlogPosts: SamplePost[] = [
  {
    slug: 'what-is-vibe-coding',
    title: 'What Is Vibe Coding? A Guide for Parents',
    author: 'Jordan Lee',
    publish_date: '2026-10-06',
    excerpt:
      'Vibe coding means describing what you want in plain words and building it with an AI partner. Here is what that looks like in our classroom.',
    featured_image: '/images/blog/what-is-vibe-coding.webp',
    tags: ['Vibe Coding', 'Parents', 'AI Tools', 'Getting Started'],
    content: `## Coding by conversation

Vibe coding is building software by **describing what you want** and shaping the result with an AI assistant.
Students still learn how programs work: they read the code the AI writes, test it, and fix it.
The AI types; the student decides what to build, checks whether it works, and explains why.

If you learned to program by copying lines from a book, this will look strange at first.
Nobody in our classes memorizes syntax for its own sake. They spend that time on the parts
of software work that never go away: knowing what you want, noticing what is wrong, and
saying precisely what should change.

### What a first session looks like

1. A student picks an idea: a quiz game, a pet tracker, a birthday card generator.
2. They describe it to the AI tool in a few sentences.
3. They run what comes back, see what is wrong, and ask for changes.
4. Before the session ends, they show it to the class and say what they would add next.

A typical first request is short and vague: *“make a quiz about planets”*. What comes back
works, but not the way the student imagined. The questions are too easy, the score never
resets, the colors are wrong. Each of those is a lesson in disguise: to fix it, the student
has to find the part of the code that does it and describe the change clearly enough for
the assistant to get it right.

> “The goal is not to type less. It is to think more clearly about what you are building.”

### What your child actually learns

- **Breaking a problem down.** “A quiz” becomes questions, answers, a score and a
  finish screen, each built and tested on its own.
- **Reading code.** Students learn to find where a color, a rule or a number lives,
  even in code they did not type.
- **Testing.** Does it still work with a wrong answer? With no answer? With ten players?
- **Explaining.** Every project ends with a short demo: what it does, how it was made,
  and what went wrong along the way.

### Is it “real” coding?

Yes. The programs are ordinary web apps in the same languages professionals use, and the
students can open every file. What changes is the order: they see something working on day
one and learn the concepts behind it as they improve it, instead of learning the concepts
first and waiting weeks to build anything they care about.

### Keeping it safe

Students use AI tools in class, guided by the instructor, for building software only. We
teach them to check what the AI writes instead of trusting it, and never to share personal
information with an AI tool or any online service. You can read more in
[AI Safety for Young Coders](/blog/ai-safety-for-young-coders).

### How you can help at home

- Ask for a demo, not a report: “show me what it does now”.
- Ask how they know it works. “I tried it” is a good start; “I tried it with a wrong
  answer” is better.
- Let them stay stuck for a few minutes before stepping in. Getting unstuck is the skill.
- Suggest a user: a sibling, a grandparent, a club. Building for someone real changes
  how carefully they test.

### What you need

For class, a charged laptop; at home, a computer with internet, and the accounts the class uses. The teacher emails you
on day 2 about them, so you only set up what your child’s class needs. No coding experience
is needed: beginners start from the basics.

Read more in our [FAQ](/faq) or see the [kids program](/kids-vibe-coding).
`,
    source_url: null,
  },
  {
    slug: 'five-apps-in-twenty-hours',
    title: 'Five Apps in Twenty Hours: Inside a Beginner Cohort',
    author: 'Jordan Lee',
    publish_date: '2026-09-15',
    excerpt:
      'Our beginner cohort ships five working apps in twenty hours of coaching. We walk through each project and what students learned along the way.',
    featured_image: '/images/blog/five-apps-in-twenty-hours.webp',
    tags: ['Curriculum', 'Beginner', 'Projects', 'Student Work', 'Portfolio'],
    content: `## The five projects

Eight weekly classes of two and a half hours (Saturdays in the South Bay, Sundays in the East Bay): twenty hours of coaching, five apps. A summer cohort runs it in ten weekday mornings of two hours.

| When | Project | Skill |
| --- | --- | --- |
| Week 1 (morning 1) | Quiz game | Prompts, state and logic |
| Week 2 (morning 2) | Personal homepage | Layout and style |
| Weeks 3-4 (mornings 3-5) | Birthday card generator | Inputs and output |
| Weeks 5-6 (mornings 6-7) | Pet care tracker | Saving data |
| Weeks 7-8 (mornings 8-10) | Demo-day app | Putting it together |

Each project builds on the last. In week seven, students choose their own idea and present it to families in week eight.

### Week 1: a quiz game

The first class ends with something a student can show at dinner: a quiz of their own. They write the questions (planets, dinosaurs, a favorite series), describe the game to the AI assistant, run what it writes, and change one thing at a time. The lesson is the loop itself: ask, run, look, ask again. Before they leave, the mentor asks each of them to explain how the score goes up; when a student can say it in plain words, they understand state, whatever we call it.

The lines a student explains, as the AI wrote them:

\`\`\`js
// The quiz game's score, explained in class
let score = 0;
function answer(choice, question) {
  if (choice === question.correct) {
    score += 10;
  }
  showNext();
}
\`\`\`

### Week 2: a personal homepage

A name, a favorite color, three things they like: a page about themselves (at the end, their portfolio of every app). Layout is the lesson: students ask for each change in words and check it on a phone and on a laptop. Nobody types a tag from memory.

### Weeks 3-4: a birthday card generator

Type a name and a message, pick a style, get a card. These are the weeks of inputs and outputs: what happens when the name is empty, or very long? Students find those cases by testing each other’s cards, and ask the AI to handle them.

### Weeks 5-6: a pet care tracker

Feeding, walks and medicine, ticked off day by day, and still there tomorrow. Saving data is the step from a toy to a tool, and the project most families end up using. Students also learn to read an error message with the AI, instead of pasting it and hoping.

### Weeks 7-8: the demo-day app

Students pick their own idea: a chore chart, a reading log, a game for a younger brother. They plan it on paper first, build it in two classes, and show it to the families in a two-minute demo. The mentors’ only rule: it has to work when you press the button.

### What parents see

A portfolio page with every project, live links, and a short write-up by the student.
`,
    source_url: null,
  },
  {
    slug: 'ai-safety-for-young-coders',
    title: 'AI Safety for Young Coders',
    author: 'Jordan Lee',
    publish_date: '2026-08-28',
    excerpt:
      'How we teach students to use AI tools responsibly: checking answers, protecting personal data, and knowing when to ask a human.',
    featured_image: '/images/blog/ai-safety-for-young-coders.webp',
    tags: ['AI Safety', 'Parents'],
    content: `## Three habits we teach from day one

- **Check the output.** AI tools can be confidently wrong. Students test every change.
- **Keep personal data out.** No real names, addresses or photos in prompts.
- **Ask a human.** Mentors are in the room for anything that feels off.

AI assistants are very good at writing code and not good at knowing when they are wrong.
That makes them a useful partner and a poor authority, and it is the whole reason for the
three habits.

### Check the output

Every class has a moment where the assistant writes something that looks right and is not:
a score that goes up twice, a button that does nothing on a phone. Students learn to run
each change, try the wrong answer on purpose, and read the lines that changed before
asking for the next feature. “It said it works” is never an answer in our classroom;
“I tried it and here is what happened” is.

### Keep personal data out

What a student types into an AI tool leaves the classroom. So projects use made-up names
and sample data: “Player 1”, not a classmate; a pretend pet, not the family’s address.
The same rule covers photos and anything from school. Students learn it as a habit for
every online service, not only for AI tools.

### Ask a human

A mentor is in the room at every session. If a tool says something odd, unkind or off
topic, students stop and show a mentor; nobody is ever in trouble for asking. The same goes
for a bug they cannot solve in ten minutes: being stuck is normal, staying stuck alone is
not.

### Accounts and keys

Parents receive an email on day 2 listing the tools and API keys the class uses. An API key
is like a password: we show students how to keep it out of anything they share, and what to
do if one slips into a project by mistake.

### At home

Ask your child to show you how they checked their last change, and what they would never
type into a prompt. If they can answer both, the habits are working.
`,
    source_url: null,
  },
];
