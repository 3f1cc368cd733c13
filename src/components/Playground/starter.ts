// The Playground page's first example. tests/source-checks/playground-starter.test.ts compiles
// and runs it like a docs code block.
// Relative, not @site/: playground-starter.test.ts loads this file in Vitest, which has no alias.
import {selfRendering, type ExampleSource} from '../../figma-preview/example-contract';
import {reactFigmaVersion} from '../../utils/react-figma-version';

export const starterExample: ExampleSource = {
  lang: 'tsx',
  ...selfRendering,
  code: `import {Frame, Page, Text, View, render} from 'react-figma';

// Change a color, a padding or a flexDirection:
// the drawing follows as you type.
function Badge({label, color, marginLeft = 0}: {label: string; color: string; marginLeft?: number}) {
  const badge = {
    marginLeft,
    paddingHorizontal: 10,
    paddingVertical: 4,
    borderRadius: 12,
    backgroundColor: color,
  };
  return (
    <View style={badge}>
      <Text style={{fontSize: 13, color: '#ffffff'}}>{label}</Text>
    </View>
  );
}

function Card() {
  return (
    <Frame
      name="Release card"
      style={{
        width: 320,
        padding: 20,
        borderRadius: 16,
        backgroundColor: '#ffffff',
      }}
    >
      <Text style={{fontSize: 22, color: '#1e1e1e'}}>
        react-figma ${reactFigmaVersion}
      </Text>
      <Text style={{fontSize: 14, color: '#5b5b66', marginTop: 6}}>
        React components, drawn as Figma layers.
      </Text>
      <View style={{flexDirection: 'row', marginTop: 14}}>
        <Badge label="React 16" color="#7b61ff" />
        {/* A margin, not a spacer View: a childless View is 100 px tall (see View, Pitfalls). */}
        <Badge label="Yoga layout" color="#0d99ff" marginLeft={8} />
      </View>
    </Frame>
  );
}

render(
  <Page name="Playground" isCurrent>
    <Card />
  </Page>,
);
`,
};
