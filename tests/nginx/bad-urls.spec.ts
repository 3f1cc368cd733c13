import {test} from '../e2e/fixtures';
import {defineBadUrlTests} from '../bad-urls';

test.skip(
  !!process.env.NGINX_SKIP_REASON,
  `SKIPPED, nginx missing: ${process.env.NGINX_SKIP_REASON}`,
);

/** Bad URLs end on the hydrated 404 page (or the page they stand for) under nginx. */
defineBadUrlTests({hostMayRefuse: false});
