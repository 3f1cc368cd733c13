import {defineBadUrlTests} from '../bad-urls';

/** Bad URLs end on the hydrated 404 page (or the page they stand for) under `npm run serve`. */
defineBadUrlTests({hostMayRefuse: true});
