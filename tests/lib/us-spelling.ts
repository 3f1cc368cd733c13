// British spellings and their US forms, and a scanner for Markdown prose and UI source text.

/** Each British form (lower case) with the US form to suggest. */
export const britishToUs: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (british: string, us: string) => map.set(british, us);

  // -ise/-yse → -ize/-yze, in every inflection.
  const izeStems = [
    'apolog',
    'author',
    'capital',
    'categor',
    'central',
    'character',
    'critic',
    'custom',
    'emphas',
    'familiar',
    'final',
    'general',
    'initial',
    'local',
    'maxim',
    'memor',
    'minim',
    'modern',
    'normal',
    'optim',
    'organ',
    'parameter',
    'personal',
    'popular',
    'priorit',
    'real',
    'recogn',
    'sanit',
    'serial',
    'special',
    'stabil',
    'standard',
    'summar',
    'synchron',
    'token',
    'util',
    'visual',
  ];
  const izeEndings = ['ise', 'ised', 'ises', 'ising', 'iser', 'isers', 'isation', 'isations'];
  for (const stem of izeStems)
    for (const ending of izeEndings) add(stem + ending, stem + ending.replace('is', 'iz'));
  for (const stem of ['analy', 'paraly', 'cataly'])
    for (const ending of ['se', 'sed', 'ses', 'sing', 'ser', 'sers'])
      add(stem + ending, stem + ending.replace('s', 'z'));

  // -our → -or.
  for (const stem of [
    'arm',
    'behavi',
    'col',
    'endeav',
    'fav',
    'flav',
    'harb',
    'hon',
    'hum',
    'lab',
    'neighb',
    'od',
    'rum',
    'vap',
    'vig',
  ])
    for (const ending of ['our', 'ours', 'oured', 'ouring', 'ourful', 'ourless', 'ourable'])
      add(stem + ending, stem + ending.replace('our', 'or'));
  for (const [british, us] of [
    ['favourite', 'favorite'],
    ['favourites', 'favorites'],
    ['neighbourhood', 'neighborhood'],
  ])
    add(british, us);

  // -re → -er.
  for (const stem of ['cent', 'met', 'lit', 'fib', 'theat', 'calib', 'somb', 'spect'])
    for (const [british, us] of [
      ['re', 'er'],
      ['res', 'ers'],
      ['red', 'ered'],
    ])
      add(stem + british, stem + us);

  // Doubled l before -ed, -ing, -er.
  for (const stem of [
    'cancel',
    'channel',
    'fuel',
    'label',
    'level',
    'marshal',
    'model',
    'signal',
    'total',
    'travel',
    'tunnel',
  ])
    for (const ending of ['led', 'ling', 'ler', 'lers']) add(stem + ending, stem + ending.slice(1));

  for (const [british, us] of [
    ['grey', 'gray'],
    ['greys', 'grays'],
    ['greyed', 'grayed'],
    ['greyish', 'grayish'],
    ['greyscale', 'grayscale'],
    ['licence', 'license'],
    ['licences', 'licenses'],
    ['defence', 'defense'],
    ['offence', 'offense'],
    ['pretence', 'pretense'],
    ['catalogue', 'catalog'],
    ['catalogues', 'catalogs'],
    ['analogue', 'analog'],
    ['programme', 'program'],
    ['programmes', 'programs'],
    ['judgement', 'judgment'],
    ['acknowledgement', 'acknowledgment'],
    ['artefact', 'artifact'],
    ['artefacts', 'artifacts'],
    ['ageing', 'aging'],
    ['sceptical', 'skeptical'],
    ['manoeuvre', 'maneuver'],
    ['aluminium', 'aluminum'],
    ['cheque', 'check'],
    ['tyre', 'tire'],
    ['whilst', 'while'],
    ['amongst', 'among'],
    ['learnt', 'learned'],
    ['spelt', 'spelled'],
    ['enrolment', 'enrollment'],
    ['fulfil', 'fulfill'],
    ['fulfilment', 'fulfillment'],
    ['practise', 'practice'],
    ['practised', 'practiced'],
  ])
    add(british, us);
  return map;
})();

export type SpellingHit = {line: number; word: string; us: string};

const wordPattern = /[A-Za-z]+/g;

/** British words in one piece of text, with their 1-based line (offset by `firstLine`). */
function scanText(text: string, firstLine = 1): SpellingHit[] {
  const hits: SpellingHit[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const [word] of lineText.matchAll(wordPattern)) {
      const us = britishToUs.get(word.toLowerCase());
      if (us) hits.push({line: firstLine + index, word, us});
    }
  });
  return hits;
}

/** Blanks a string's characters but keeps its line breaks, so line numbers stay right. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * British words in Markdown/MDX prose: fenced code blocks, inline code, link targets, bare
 * URLs and HTML comments are left out (code identifiers, file names and quoted errors live there).
 */
export function scanMarkdown(text: string): SpellingHit[] {
  const lines = text.split('\n');
  let fence: string | null = null;
  const prose = lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !/\S/.test(line.slice(line.indexOf(marker) + marker.length))
      )
        fence = null;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
  const stripped = prose
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)[\s\S]*?\1/g, blank)
    .replace(/\]\([^)]*\)/g, blank)
    .replace(/https?:\/\/\S+/g, blank);
  return scanText(stripped);
}

/** British words anywhere in a UI source file (strings, JSX text, comments). */
export function scanSource(text: string): SpellingHit[] {
  return scanText(text);
}
