// What a click on Run in Figma runs, loaded only then (src/components/RunInFigmaButton): the
// plugin is named from the page and made (make-plugin.ts); the button asks the reader before it
// saves a plugin that may reach the network, then hands the zip to the browser as a download.
import type {ExampleSource} from '../figma-preview/example-contract';
import type {RunInFigmaRuntime} from '../plugins/run-in-figma';
import {makePluginZip, type PluginZip} from './make-plugin';
import {reachableOrigins} from './manifest';
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

export interface PreparedPlugin {
  zip: PluginZip;
  /** What the manifest lets the plugin reach (reachableOrigins): the reader allows it first. */
  reachable: string[];
}

/** Makes the plugin, without saving it. */
export async function preparePlugin({
  runtime,
  source,
  target,
  siteUrl,
  docsUrl,
}: DownloadRequest): Promise<PreparedPlugin> {
  const zip = await makePluginZip(runtime, {source, ...describeTarget(target, siteUrl), docsUrl});
  return {zip, reachable: reachableOrigins(zip.manifest)};
}

/** Starts the download of a plugin made by preparePlugin; returns the zip's file name. */
export function savePlugin({fileName, bytes}: PluginZip): string {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], {type: 'application/zip'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once it starts; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}
