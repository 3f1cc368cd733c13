// What a link may carry: code comes back as it went, and code the editor could not show without
// freezing the page is refused with a reason.
import {describe, expect, it} from 'vitest';
import {decodeCode, encodeCode} from './share';
import {maxMarkedCharacters} from './hidden-characters';

const roundTrip = async (code: string) => decodeCode((await encodeCode(code))!);

describe('decodeCode', () => {
  it('opens the code a link carries', async () => {
    const code = "import {Text} from 'react-figma';\n// a comment\u200b\n";
    expect(await roundTrip(code)).toEqual({code});
  });

  it(`opens code with up to ${maxMarkedCharacters} control or invisible characters`, async () => {
    const code = `const a = '${'\u0001'.repeat(maxMarkedCharacters)}';`;
    expect(await roundTrip(code)).toEqual({code});
  });

  it('refuses code with more, saying how many', async () => {
    expect(await roundTrip('\u0001'.repeat(25_000))).toEqual({
      refused: `This link's code has 25,000 control or invisible characters, over ${maxMarkedCharacters}, the most a link may carry.`,
    });
    expect(await roundTrip(`x${'\u2028'.repeat(maxMarkedCharacters + 1)}`)).toHaveProperty(
      'refused',
    );
  });

  it('refuses code over 50 kB', async () => {
    const value = Buffer.from(
      await new Response(
        new Blob(['a'.repeat(60_000)]).stream().pipeThrough(new CompressionStream('deflate-raw')),
      ).arrayBuffer(),
    ).toString('base64url');
    expect(await decodeCode(value)).toEqual({
      refused: "This link's code is over 50 kB, the most code a link may carry.",
    });
  });
});
