// What a click on Run in Figma runs, loaded only then (src/components/RunInFigmaButton): the
// plugin is named from the page, made (make-plugin.ts) and handed to the browser as a download.
import type {ExampleSource} from '../figma-preview/example-contract';
import type {RunInFigmaRuntime} from '../plugins/run-in-figma';
import {makePluginZip} from './make-plugin';
import {describeTarget, type PluginTarget} from './names';

interface DownloadRequest {
  runtime: RunInFigmaRuntime;
  source: ExampleSource;
  target: PluginTarget;
  /** The site's public URL, for the plugin's README. */
  siteUrl: string;
  /** The docs' URL, ending in '/'. */
  docsUrl: string;
}

/** Makes the plugin and starts its download; resolves to the zip's file name. */
export async function downloadPlugin({
  runtime,
  source,
  target,
  siteUrl,
  docsUrl,
}: DownloadRequest): Promise<string> {
  const zip = await makePluginZip(runtime, {source, ...describeTarget(target, siteUrl), docsUrl});
  const url = URL.createObjectURL(new Blob([zip.bytes as BlobPart], {type: 'application/zip'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = zip.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once it starts; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return zip.fileName;
}
