// Hooks that more than one of the site's plugins returns, written once.
import type {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';

/**
 * A `configureWebpack` hook that makes the bundler load `replacement` instead of every module whose
 * resolved path matches `pattern`: how a plugin swaps a dependency's module it cannot swizzle.
 */
export function replaceModule(
  pattern: RegExp,
  replacement: string,
): NonNullable<Plugin['configureWebpack']> {
  return (_config, _isServer, {currentBundler}) => ({
    plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(pattern, replacement)],
  });
}

/** A plugin's `validateOptions` export: Docusaurus checks the options against `schema`. */
export function validateWith<Options>(schema: Joi.ObjectSchema<Options>) {
  return ({validate, options}: OptionValidationContext<Options, Options>): Options =>
    validate(schema, options);
}
