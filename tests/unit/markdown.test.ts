import { describe, expect, it } from 'vitest';
import { readingTimeOf } from '../../domain/blog.ts';
import { renderMarkdown } from '../../server/services/markdown.ts';
import { executable, xssCorpus } from '../helpers/xss-corpus.ts';

describe('renderMarkdown', () => {
  it('is checked by a pattern that does see executable markup', () => {
    for (const raw of [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      '<div hx-get="/a">',
      '<svg onload=x>',
      '<p style="x">',
    ]) {
      expect(raw).toMatch(executable);
    }
  });

  it.each(xssCorpus)('leaves nothing executable of %s', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(executable);
  });

  it('keeps the markdown a post is written in: headings, emphasis, lists, quotes, code, tables, links, images', () => {
    const html = renderMarkdown(
      [
        '# Title in the body',
        '## Section',
        'Some **bold**, _italic_ and ~~old~~ text with `code`.',
        '- one\n- two',
        '3. three\n4. four',
        '> a quote',
        '```ts\nconst x = 1;\n```',
        '| a | b |\n|:-|-:|\n| 1 | 2 |',
        '[FAQ](/faq) and [Stripe](https://stripe.com) and [mail](mailto:hello@example.org)',
        '![A classroom](https://example.org/class.png "Class")',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Title in the body</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    // A code block can take keyboard focus, so its long lines can be scrolled with the arrow keys.
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">const x = 1;');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<a href="/faq">FAQ</a>');
    expect(html).toContain('<a href="https://stripe.com" rel="nofollow noopener noreferrer">Stripe</a>');
    expect(html).toContain('<a href="mailto:hello@example.org">mail</a>');
    expect(html).toContain(
      '<img src="https://example.org/class.png" alt="A classroom" title="Class" loading="lazy" decoding="async" />',
    );
  });

  it('keeps the text of markup it removes, never the code inside it', () => {
    const html = renderMarkdown('<div class="x" hx-get="/y">kept text</div>\n\n<script>alert(1)</script>after');
    expect(html).toContain('kept text');
    expect(html).not.toContain('alert');
    expect(html).toContain('after');
  });
});

describe('renderMarkdown and what could end a post early or leave the site quietly', () => {
  it('keeps the rest of a post after an element left open that reads raw text (<math><style>)', () => {
    for (const opener of ['<math><style>', '<svg><style>', '<math><mi>x<textarea>', 'Text <style> inline']) {
      const html = renderMarkdown(`Before\n\n${opener}\n\nAfter paragraph with **bold**.\n\n## Heading after\n\n- a list item`);
      expect(html, opener).toContain('<p>Before</p>');
      expect(html, opener).toContain('<p>After paragraph with <strong>bold</strong>.</p>');
      expect(html, opener).toContain('<h2>Heading after</h2>');
      expect(html, opener).toContain('<li>a list item</li>');
      expect(html, opener).not.toMatch(executable);
    }
  });

  it('gives every link that may leave the site rel="nofollow noopener noreferrer", however its address is spelled', () => {
    for (const href of [
      'https:evil.example',
      'HTTPS:evil.example/x',
      'http:evil.example',
      ' https://evil.example',
      'evil.example/path',
    ]) {
      const html = renderMarkdown(`<a href="${href}">out</a> and [out](${href.trim()})`);
      const anchors = html.match(/<a [^>]*>/g) ?? [];
      expect(anchors.length, href).toBe(2);
      for (const anchor of anchors) expect(anchor, href).toContain('rel="nofollow noopener noreferrer"');
    }
    // The site's own paths, anchors, mailto: and tel: stay as they are.
    const own = renderMarkdown('[faq](/faq) [top](#top) [mail](mailto:hello@example.org) [call](tel:+14085550100)');
    expect(own).not.toContain('rel=');
  });
});

describe('readingTimeOf', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(readingTimeOf('word '.repeat(1000))).toBe(5);
    expect(readingTimeOf('## Short\n\nA few words.')).toBe(1);
    expect(readingTimeOf('')).toBe(1);
    // About 200 words (with a table and a code block) read in a minute; a table's marks are not words.
    const table = '| Weeks | Project |\n| --- | --- |\n' + '| 1 | Homepage |\n'.repeat(20);
    expect(readingTimeOf(`${'word '.repeat(150)}\n\n${table}\n\n\`\`\`js\nlet score = 0;\n\`\`\``)).toBe(1);
    expect(readingTimeOf('word '.repeat(299))).toBe(1);
    expect(readingTimeOf('word '.repeat(300))).toBe(2);
  });

  it('gives the beginner-cohort post, which walks through its five projects (with a table and a code block), 2 min', async () => {
    const { sampleBlogPosts } = await import('../../db/seed/sample-blog-posts.ts');
    const post = sampleBlogPosts.find((p) => p.slug === 'five-apps-in-twenty-hours')!;
    // Its excerpt promises a walk through each project: each has a section of its own.
    for (const week of ['Week 1', 'Week 2', 'Weeks 3-4', 'Weeks 5-6', 'Weeks 7-8'])
      expect(post.content).toContain(`### ${week}:`);
    expect(readingTimeOf(post.content)).toBe(2);
  });
});
