import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

/**
 * The theme's copy and word-wrap buttons, added in a transition after hydration.
 *
 * The theme renders them only in the browser, so every block's buttons used to mount in the one
 * synchronous render that follows hydration: on a page with many blocks, a long task. Mounted in
 * a transition, React spreads that work over short slices between the browser's own tasks.
 */
export default function ButtonsWrapper(props: WrapperProps<typeof ButtonsType>): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <Buttons {...props} /> : null;
}
