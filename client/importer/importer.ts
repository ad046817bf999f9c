import FirecrawlApp from '@mendable/firecrawl-js';
import { publishedSlugOf } from '../../domain/blog.ts';
import { showToast, type ToastDetail } from '../islands/toasts.ts';
import { importerCopy as copy } from '../../views/content/importer.ts';
import { mergeBySlug, toImportedPost, type CrawledPage, type ImportedPost } from './posts.ts';
import { readApiKey, readPosts, writeApiKey, writePosts } from './storage.ts';

/** The site a key is tested on: a one-page crawl (spec section 5). */
const keyTestUrl = 'https://example.com';
const crawlLimit = 100;

type Published = { slug: string }[];

/**
 * The blog importer (/admin/import-blogs): saves a tested key, crawls the source site
 * with the Firecrawl SDK (progress 10, 60, 100), keeps the posts in localStorage merged
 * by slug, and publishes a post to the site through /api/admin/posts.
 */
export function initImporter(root: HTMLElement): void {
  const sourceUrl = root.dataset.sourceUrl ?? '';
  const apiUrl = root.dataset.apiUrl ?? '';
  const keyForm = root.querySelector<HTMLFormElement>('[data-key-form]')!;
  const keyInput = keyForm.querySelector<HTMLInputElement>('input[name=apiKey]')!;
  const keyButton = keyForm.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const keyStatus = root.querySelector<HTMLElement>('[data-key-status]')!;
  const importButton = root.querySelector<HTMLButtonElement>('[data-import]')!;
  const importHelp = root.querySelector<HTMLElement>('[data-import-help]');
  const progress = root.querySelector<HTMLProgressElement>('[data-progress]')!;
  const stored = root.querySelector<HTMLElement>('[data-stored]')!;
  const postsSection = root.querySelector<HTMLElement>('[data-posts]')!;
  const list = root.querySelector<HTMLElement>('[data-post-list]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-post-template]')!;
  let importing = false;
  let published = new Set<string>();

  const toast = (detail: ToastDetail) => showToast(detail);
  const client = (apiKey: string) => new FirecrawlApp({ apiKey, apiUrl });
  const busy = (button: HTMLButtonElement, on: boolean) => {
    button.classList.toggle('is-busy', on);
    button.disabled = on;
  };

  function refresh(): void {
    const hasKey = readApiKey() !== '';
    keyStatus.textContent = hasKey ? copy.keySaved : copy.noKey;
    importButton.disabled = importing || !hasKey;
    // Why Import is off, said only while it is off for want of a key.
    if (importHelp) importHelp.hidden = hasKey;
    const posts = readPosts();
    stored.hidden = posts.length === 0;
    stored.textContent = copy.storedPosts(posts.length);
    postsSection.hidden = posts.length === 0;
    list.replaceChildren(...posts.map(renderPost));
  }

  /** One stored post: its words only as text (never parsed as HTML), its state, its buttons. */
  function renderPost(post: ImportedPost): HTMLElement {
    const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const slug = publishedSlugOf(post.slug);
    const isPublished = published.has(slug);
    item.querySelector('[data-title]')!.textContent = post.title;
    item.querySelector('[data-state]')!.textContent = isPublished ? copy.published : copy.notPublished;
    item.querySelector('[data-meta]')!.textContent = [post.date, post.url].filter(Boolean).join(' · ');
    item.querySelector('[data-excerpt]')!.textContent = post.excerpt;
    item.querySelector('[data-preview]')!.textContent = post.markdown;
    const publish = item.querySelector<HTMLButtonElement>('[data-publish]')!;
    const unpublish = item.querySelector<HTMLButtonElement>('[data-unpublish]')!;
    publish.textContent = isPublished ? copy.republish : copy.publish;
    publish.setAttribute('aria-label', `${publish.textContent}: ${post.title}`);
    unpublish.hidden = !isPublished;
    unpublish.setAttribute('aria-label', `${copy.unpublish}: ${post.title}`);
    publish.addEventListener('click', () => void send(publish, 'POST', '/api/admin/posts', post));
    unpublish.addEventListener('click', () => void send(unpublish, 'DELETE', `/api/admin/posts/${slug}`));
    return item;
  }

  async function loadPublished(): Promise<void> {
    try {
      const response = await fetch('/api/admin/posts', { headers: { Accept: 'application/json' } });
      if (response.ok) published = new Set(((await response.json()) as Published).map((post) => post.slug));
    } catch {
      // the list still shows; its states say 'Not published' until the next load
    }
  }

  async function send(button: HTMLButtonElement, method: 'POST' | 'DELETE', path: string, post?: ImportedPost) {
    busy(button, true);
    try {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        ...(post ? { body: JSON.stringify(post) } : {}),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
        const detail = body.fields ? Object.values(body.fields).join(' ') : body.error;
        toast({ ...copy.toasts.publishFailed, ...(detail ? { description: detail } : {}) });
      } else if (method === 'POST') {
        const { path: postPath } = (await response.json()) as { path: string };
        toast({ title: copy.published, description: postPath, variant: 'success' });
      } else {
        toast({ title: copy.notPublished });
      }
    } catch {
      toast(copy.toasts.publishFailed);
    }
    await loadPublished();
    refresh();
  }

  async function saveKey(): Promise<void> {
    const key = keyInput.value.trim();
    if (!key) return toast(copy.toasts.keyRequired);
    busy(keyButton, true);
    try {
      const result = await client(key).crawlUrl(keyTestUrl, { limit: 1 });
      if (!('success' in result) || !result.success) throw new Error('crawl did not succeed');
      writeApiKey(key);
      keyInput.value = '';
      toast(copy.toasts.keySaved);
    } catch {
      toast(copy.toasts.keyInvalid);
    } finally {
      busy(keyButton, false);
      refresh();
    }
  }

  async function importPosts(): Promise<void> {
    const key = readApiKey();
    if (!key || importing) return;
    importing = true;
    busy(importButton, true);
    progress.hidden = false;
    progress.value = 10;
    try {
      const result = await client(key).crawlUrl(sourceUrl, {
        limit: crawlLimit,
        scrapeOptions: { formats: ['markdown', 'html'] },
      });
      if (!('success' in result) || !result.success) throw new Error('crawl did not succeed');
      progress.value = 60;
      const posts = (result.data as CrawledPage[])
        .map((page) => toImportedPost(page, sourceUrl))
        .filter((post): post is ImportedPost => post !== undefined);
      if (posts.length === 0) {
        toast(copy.toasts.noPosts);
        return;
      }
      writePosts(mergeBySlug(readPosts(), posts));
      progress.value = 100;
      toast(copy.toasts.imported(posts.length));
    } catch {
      toast(copy.toasts.importFailed);
    } finally {
      importing = false;
      busy(importButton, false);
      refresh();
    }
  }

  // Both catch their own failures and say so in a toast.
  keyForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void saveKey();
  });
  importButton.addEventListener('click', () => void importPosts());

  refresh();
  void loadPublished().then(refresh);
}
