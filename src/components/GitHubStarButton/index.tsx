import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** Escapes a value for an HTML attribute or text. */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A "Star on GitHub" link that the async buttons.github.io script (loaded from
 * the site config's `scripts`) upgrades into GitHub's star button with a count.
 * Without the script it stays a plain, styled link to the repository.
 *
 * The script swaps the <a> for its own element. React must not own that
 * node, or hydration would find a foreign element and re-render the page, so
 * the anchor is static HTML inside a wrapper React leaves alone.
 */
export default function GitHubStarButton(): ReactNode {
  const {customFields, scripts} = useDocusaurusContext().siteConfig;
  const repoUrl = String(customFields?.repoUrl);
  const repoName = new URL(repoUrl).pathname.split('/').pop();
  const scriptUrl = scripts
    .map((script) => (typeof script === 'string' ? script : script.src))
    .find((src) => src.includes('buttons.github.io'));

  // The script upgrades the links present when the page first loads. When this
  // component mounts later, after a client-side navigation, run it again.
  const isBrowser = useIsBrowser();
  const [mountedAfterLoad] = useState(isBrowser);
  useEffect(() => {
    if (!mountedAfterLoad || !scriptUrl) return;
    const script = Object.assign(document.createElement('script'), {src: scriptUrl, async: true});
    document.head.appendChild(script);
    return () => script.remove();
  }, [mountedAfterLoad, scriptUrl]);

  const anchor =
    `<a class="github-button ${styles.link}" href="${escapeHtml(repoUrl)}"` +
    ` data-icon="octicon-star" data-show-count="true" data-size="large"` +
    // The name begins with the visible text, so that a reader who says what they see (voice
    // control) reaches the link (WCAG 2.5.3, Label in Name); the rest says which repository.
    ` aria-label="${escapeHtml(`Star on GitHub: ${repoName}`)}">Star on GitHub</a>`;
  return (
    <span
      className={styles.wrapper}
      // Static markup from config values, escaped above.
      dangerouslySetInnerHTML={{__html: anchor}}
    />
  );
}
