// Rspack's SWC minifier can give the variables of runtime code other short names from one build to
// the next when the machine is busy (web-infra-dev/rspack#14089): the same commit then builds a
// different runtime~main.<hash>.js, and a different search worker, and every page that names them
// differs too. So every chunk that carries a runtime (the main one, and a web worker's) is minified
// here first, with Docusaurus's options but without renaming, and marked minimized, which the SWC
// minimizer then leaves alone. Every other chunk keeps Docusaurus's minifier as it is.
// `npm run test:reproducible` is what shows the need: it builds twice and compares.
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

const name = 'deterministic-runtime';

export default function deterministicRuntimePlugin(): Plugin {
  return {
    name,
    configureWebpack(config, isServer, {currentBundler}) {
      // Unminified builds (`--no-minify`) name nothing anew.
      if (isServer || currentBundler.name !== 'rspack' || !config.optimization?.minimize) return {};
      const rspack =
        currentBundler.instance as unknown as typeof import('@docusaurus/faster').rspack;
      const {compress, format, ecma} = getSwcJsMinimizerOptions();
      const options = {compress, format, ecma, mangle: false} as Parameters<
        typeof rspack.experiments.swc.minifySync
      >[1];
      // An Rspack plugin: Docusaurus types the config as webpack's.
      type WebpackPlugin = NonNullable<typeof config.plugins>[number];
      return {
        plugins: [
          {
            apply(compiler: import('@rspack/core').Compiler) {
              compiler.hooks.thisCompilation.tap(name, (compilation) => {
                compilation.hooks.processAssets.tap(
                  // Just before the minimizers (OPTIMIZE_SIZE), which skip minimized assets.
                  {name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
                  () => {
                    for (const chunk of compilation.chunks) {
                      if (!chunk.hasRuntime()) continue;
                      for (const file of chunk.files) {
                        const asset = compilation.getAsset(file);
                        if (!file.endsWith('.js') || !asset) continue;
                        const {code} = rspack.experiments.swc.minifySync(
                          asset.source.source().toString(),
                          options,
                        );
                        compilation.updateAsset(file, new rspack.sources.RawSource(code), {
                          minimized: true,
                        });
                      }
                    }
                  },
                );
              });
            },
          } as unknown as WebpackPlugin,
        ],
      };
    },
  };
}
