// The theme's MDX components, plus ExamplePreview and its drawing: src/plugins/previews/remark.ts
// wraps every runnable example in them.
import MDXComponents from '@theme-original/MDXComponents';
import ExamplePreview from '@site/src/components/ExamplePreview';
import {PreviewDrawingJson} from '@site/src/components/PreviewDrawing';

export default {...MDXComponents, ExamplePreview, PreviewDrawing: PreviewDrawingJson};
