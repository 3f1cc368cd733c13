// Copy link: the edited code, deflated into the page's fragment (share.ts), put on the clipboard,
// and a sentence saying what happened for the status line under the toolbar.
import {useState} from 'react';
import {encodeCode, tooLargeForLink} from './share';

interface ShareLink {
  /** What the last action said ('' before any). */
  status: string;
  /** Says something else there (the editor's refusal of a paste, for one). */
  setStatus: (status: string) => void;
  /** Copies a link to this page that opens `code` under `shareKey`. */
  copyLink: (code: string) => Promise<void>;
}

export function useShareLink(shareKey: string): ShareLink {
  const [status, setStatus] = useState('');
  const copyLink = async (code: string) => {
    const encoded = await encodeCode(code);
    if (encoded === null) {
      setStatus(`No link: this code is ${tooLargeForLink}.`);
      return;
    }
    const link = new URL(window.location.href);
    link.hash = `${shareKey}=${encoded}`;
    try {
      await navigator.clipboard.writeText(link.href);
      setStatus(
        'Link copied. It opens this page with your code, which runs once the reader presses Run.',
      );
    } catch {
      setStatus(`Copy this link: ${link.href}`);
    }
  };
  return {status, setStatus, copyLink};
}
