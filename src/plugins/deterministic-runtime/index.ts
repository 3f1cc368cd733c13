// Rspack's SWC minifier can give the runtime chunk's variables other short names from one build to
// the next when the machine is busy (web-infra-dev/rspack#14089): the same commit then builds a
// different runtime~main.<hash>.js, and every page that names it differs too. The runtime chunk is
// therefore minified without renaming; every other chunk keeps Docusaurus's minifier as it is.
// `npm run test:reproducible` is what shows the need: it builds twice and compares.
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

const runtimeChunk = /(^|\/)runtime~[^/]*\.js$/;

export default function deterministicRuntimePlugin(): Plugin {
  return {
    name: 'deterministic-runtime',
    configureWebpack(config, isServer, {currentBundler}) {
      // Unminified builds (`--no-minify`) name nothing anew.
      if (isServer || currentBundler.name !== 'rspack' || !config.optimization?.minimize) return {};
      const rspack =
        currentBundler.instance as unknown as typeof import('@docusaurus/faster').rspack;
      const minimizers = config.optimization?.minimizer ?? [];
      const index = minimizers.findIndex(
        (minimizer) => minimizer instanceof rspack.SwcJsMinimizerRspackPlugin,
      );
      // Docusaurus sets the minimizers (@docusaurus/bundler, minification.js): if that changes,
      // fail the build rather than silently build a runtime that differs between builds.
      if (index < 0) throw new Error('deterministic-runtime: no SWC minimizer in the config');
      // The options Docusaurus passes; SWC's and Rspack's types for them differ in detail
      // (Docusaurus casts them too).
      type MinimizerOptions = NonNullable<
        ConstructorParameters<typeof rspack.SwcJsMinimizerRspackPlugin>[0]
      >['minimizerOptions'];
      const options = {
        minify: true,
        ...getSwcJsMinimizerOptions(),
      } as unknown as NonNullable<MinimizerOptions>;
      const minimizer = (settings: {include?: RegExp; exclude?: RegExp; mangle: boolean}) =>
        new rspack.SwcJsMinimizerRspackPlugin({
          include: settings.include,
          exclude: settings.exclude,
          minimizerOptions: {...options, mangle: settings.mangle ? options.mangle : false},
        }) as unknown as (typeof minimizers)[number];
      minimizers.splice(
        index,
        1,
        minimizer({exclude: runtimeChunk, mangle: true}),
        minimizer({include: runtimeChunk, mangle: false}),
      );
      return {};
    },
  };
}
