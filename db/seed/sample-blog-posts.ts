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

### What a first session looks like

1. A student picks an idea: a quiz game, a pet tracker, a birthday card generator.
2. They describe it to the AI tool in a few sentences.
3. They run what comes back, see what is wrong, and ask for changes.

> "The goal is not to type less. It is to think more clearly about what you are building."

### Why it works for kids

- Ideas come first, syntax second.
- Every session ends with something that runs.
- Debugging becomes a conversation rather than a wall.

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

Eight Saturdays of two and a half hours: twenty hours of coaching, five apps.

| Weeks | Project | Skill |
| --- | --- | --- |
| 1 | Personal homepage | Layout and prompts |
| 2-3 | Quiz game | State and logic |
| 4 | Birthday card generator | Inputs and output |
| 5-6 | Pet care tracker | Saving data |
| 7-8 | Demo-day app | Putting it together |

Each project builds on the last. In week seven, students choose their own idea and present it to the families in week eight.

### What parents see

A portfolio page with every project, live links, and a short write-up by the student.

\`\`\`js
// A student's quiz game keeps score, explained line by line in class
let score = 0;
function answer(choice, question) {
  if (choice === question.correct) score += 1;
  showNext();
}
\`\`\`
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

Parents receive an email on day 2 listing the tools and API keys the class uses.
`,
    source_url: null,
  },
];
