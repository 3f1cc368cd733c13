import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModule, validateWith} from '../plugin-hooks';

/** The nprogress settings the site uses, plus how long a navigation may take before the bar shows. */
export type ProgressBarOptions = {
  /** Milliseconds a route may take to load before the bar appears. */
  delay: number;
  minimum: number;
  speed: number;
  trickleRate: number;
  trickleSpeed: number;
  showSpinner: boolean;
};

const clientModule = path.resolve(__dirname, 'client');

/**
 * Replaces the classic theme's progress bar (a fixed 200 ms delay) with one
 * driven by these options. The theme registers its bar as a client module that
 * cannot be swizzled, so the bundler swaps that one module for ours: there is
 * never a second bar.
 */
export default function progressBarPlugin(
  _context: LoadContext,
  options: ProgressBarOptions,
): Plugin {
  return {
    name: 'progress-bar',
    async contentLoaded({actions}) {
      actions.setGlobalData(options);
    },
    configureWebpack: replaceModule(
      /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
      clientModule,
    ),
  };
}

const optionsSchema = Joi.object<ProgressBarOptions>({
  delay: Joi.number().min(0).required(),
  minimum: Joi.number().min(0).max(1).required(),
  speed: Joi.number().min(0).required(),
  trickleRate: Joi.number().min(0).max(1).required(),
  trickleSpeed: Joi.number().min(0).required(),
  showSpinner: Joi.boolean().required(),
});

export const validateOptions = validateWith(optionsSchema);
