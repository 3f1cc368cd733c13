import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * Only the navbar item types the site's navbar uses (links, and the search bar). The theme's map
 * also bundles dropdowns and the locale and version pickers, which no page needs, into every
 * page (BENCHMARK.md, "What each lever saved"). A navbar item of another type fails the build ("No NavbarItem component found
 * for type"): add its component here.
 */
const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes as ComponentTypesObject;
