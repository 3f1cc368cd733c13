import {defineBadUrlTests} from '../bad-urls';
import {skipWithoutNginx} from './skip-without-nginx';

skipWithoutNginx();

/** Bad URLs end on the hydrated 404 page (or the page they stand for) under nginx. */
defineBadUrlTests({hostMayRefuse: false});
