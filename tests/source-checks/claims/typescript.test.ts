// TypeScript (and the Text pitfall it shares): what Text draws for children that @types/react 19
// no longer rejects, since react-figma's type for them names the removed React.ReactText.
import {expect} from 'vitest';
import {defineClaims, find, onPage, type Claim} from '../../lib/claims';

const textChildren = onPage('Text', {setup: 'const done: boolean = Math.random() > 2;'})`
    <Text name="False">Synced: {done && 'yes'}</Text>
    <Text name="True">Synced: {!done && 'yes'}</Text>
    <Text name="Null">Synced: {null}</Text>`;

const claims: Claim[] = [
  {
    marker: 'text-joins-false-as-word',
    claim: 'Text joins its children: false is written out as a word, null adds no text',
    code: textChildren,
    nodes: {
      False: {characters: 'Synced: false'},
      True: {characters: 'Synced: yes'},
      Null: {characters: 'Synced: '},
    },
  },
  {
    marker: 'text-joins-false-as-word',
    claim: '{done && ...} inside Text writes "false" when done is false',
    code: textChildren,
    check(run) {
      expect(find(run, 'False').characters).toBe('Synced: false');
    },
  },
];

defineClaims('TypeScript claims', claims);
