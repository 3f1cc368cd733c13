import React, {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * The theme's phone menu, mounted the first time it opens rather than on every page load.
 *
 * The theme mounts the closed menu (every navbar item and the docs sidebar's links) in the one
 * synchronous render that follows hydration on a narrow screen: a long task a reader who never
 * opens the menu pays for. Its links also touched the viewport's edge while closed, and
 * Docusaurus prefetches the route of every link it sees, so a phone fetched every docs page's
 * chunks on its first load. Once opened, the menu stays mounted, so it closes with its animation.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
