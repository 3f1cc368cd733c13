import {definePlaygroundIsolationTests} from '../e2e/playground-isolation';
import {skipWithoutNginx} from './skip-without-nginx';

skipWithoutNginx();

// Served by nginx (deploy/), whose header policy for the sandbox is a second layer.
definePlaygroundIsolationTests();
