// The theme's MDX components, plus ExamplePreview: src/plugins/previews/remark.ts wraps every
// runnable example in it.
import MDXComponents from '@theme-original/MDXComponents';
import ExamplePreview from '@site/src/components/ExamplePreview';

export default {...MDXComponents, ExamplePreview};
