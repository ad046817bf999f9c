import type { StaffMember } from '../../domain/staff.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { importerCopy as copy } from '../content/importer.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { AdminPage } from './AdminPages.tsx';

const info = pageMetadata.importBlogs;

/**
 * /admin/import-blogs: the key, the import with its progress, the stored posts with
 * Publish. The page is the server's; client/importer/ brings it to life (the crawl runs
 * in the browser with the Firecrawl SDK, posts are kept in localStorage as the spec says).
 */
export function ImportBlogsPage({
  sourceUrl,
  firecrawlApiUrl,
  viewer,
}: {
  sourceUrl: string;
  firecrawlApiUrl: string;
  viewer: StaffMember;
}) {
  const host = new URL(sourceUrl).host;
  return (
    <AdminPage lead={copy.lead} heading={info.heading} breadcrumb={info.breadcrumb} current={info.path} viewer={viewer}>
      <div className="importer" data-island="importer" data-source-url={sourceUrl} data-api-url={firecrawlApiUrl}>
        <noscript>
          <p className="form-error">{copy.noScript}</p>
        </noscript>
        {/* Each heading over its card, as every console form's (inside it, these were the only ones). */}
        <section className="course-section" aria-labelledby="importer-key-heading">
          <h2 id="importer-key-heading">{copy.keyHeading}</h2>
          <form className="card importer__section importer__key" data-key-form noValidate>
            <div className="field">
              <label htmlFor="importer-key">{copy.keyLabel}</label>
              <input
                id="importer-key"
                name="apiKey"
                type="password"
                autoComplete="off"
                spellCheck={false}
                aria-describedby="importer-key-help"
              />
              <p className="muted field__help" id="importer-key-help">
                {copy.keyHelp} <span data-key-status>{copy.noKey}</span>
              </p>
            </div>
            <div className="form-actions">
              <BusyButton busyLabel={copy.testing}>{copy.saveKey}</BusyButton>
            </div>
          </form>
        </section>
        <section className="course-section" aria-labelledby="importer-import-heading">
          <h2 id="importer-import-heading">{copy.importHeading}</h2>
          <div className="card importer__section">
            <div className="importer__actions">
              <button
                type="button"
                className="btn btn--primary busy-button"
                data-import
                disabled
                aria-describedby="importer-import-help"
              >
                <span className="busy-button__idle">{copy.importButton(host)}</span>
                <span className="busy-button__busy">
                  <span className="spinner" /> {copy.importing}
                </span>
              </button>
              <a href={pageMetadata.blog.path} className="btn btn--outline">
                {copy.goToBlog}
              </a>
            </div>
            <p className="muted field__help" id="importer-import-help" data-import-help>
              {copy.importNeedsKey}
            </p>
            <progress className="importer__progress" max={100} value={0} aria-label="Import progress" hidden data-progress />
            <p className="importer__stored" data-stored hidden />
          </div>
        </section>
        <section className="course-section" aria-labelledby="importer-posts-heading" data-posts hidden>
          <h2 id="importer-posts-heading">{copy.postsHeading}</h2>
          <div className="card importer__section importer__section--posts">
            <p className="muted">{copy.postsLead}</p>
            <ul className="importer__list" data-post-list />
            <template data-post-template>
              <li className="importer__post">
                <div className="importer__post-head">
                  <h3 className="importer__post-title" data-title />
                  <span className="badge" data-state />
                </div>
                <p className="muted importer__post-meta" data-meta />
                <p data-excerpt />
                <details>
                  <summary>{copy.preview}</summary>
                  <pre className="importer__preview" data-preview />
                </details>
                <div className="importer__post-actions">
                  <button type="button" className="btn btn--primary btn--sm" data-publish>
                    {copy.publish}
                  </button>
                  <button type="button" className="btn btn--outline btn--sm" data-unpublish hidden>
                    {copy.unpublish}
                  </button>
                </div>
              </li>
            </template>
          </div>
        </section>
      </div>
    </AdminPage>
  );
}
