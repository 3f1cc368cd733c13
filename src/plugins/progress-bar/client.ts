import nprogress from 'nprogress';
import globalData from '@generated/globalData';
import type {ClientModule} from '@docusaurus/types';
import type {ProgressBarOptions} from './index';
import './progress-bar.css';

// setGlobalData stores the validated options, plus the plugin id.
const {
  delay,
  id: _id,
  ...settings
} = globalData['progress-bar']!.default as ProgressBarOptions & {id: string};
nprogress.configure(settings);

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(() => nprogress.start(), delay);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default clientModule;
