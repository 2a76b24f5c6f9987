import { readFileSync } from 'node:fs';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { approximateTokens } from './approximate-tokens.js';

const repository = (path: string): string => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');
const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../routes/__fixtures__/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const sentences: Record<string, string> = {
  English: 'The committee met on Tuesday to review the budget; after a long discussion, it approved the plan with two changes. ',
  German: 'Der Ausschuss trat am Dienstag zusammen, um den Haushalt zu prüfen; nach langer Diskussion genehmigte er den Plan mit zwei Änderungen. ',
  French: "Le comité s'est réuni mardi pour examiner le budget ; après une longue discussion, il a approuvé le plan avec deux modifications. ",
  Vietnamese: 'Ủy ban đã họp vào thứ Ba để xem xét ngân sách; sau một cuộc thảo luận dài, họ đã phê duyệt kế hoạch với hai thay đổi. ',
  Russian: 'Комитет собрался во вторник, чтобы рассмотреть бюджет; после долгого обсуждения он одобрил план с двумя изменениями. ',
  Greek: 'Η επιτροπή συνεδρίασε την Τρίτη για να εξετάσει τον προϋπολογισμό και ενέκρινε το σχέδιο με δύο αλλαγές. ',
  Hebrew: 'הוועדה התכנסה ביום שלישי כדי לבחון את התקציב, ולאחר דיון ארוך אישרה את התוכנית עם שני שינויים. ',
  Arabic: 'اجتمعت اللجنة يوم الثلاثاء لمراجعة الميزانية، وبعد نقاش طويل وافقت على الخطة مع تعديلين. ',
  Hindi: 'समिति ने बजट की समीक्षा के लिए मंगलवार को बैठक की और लंबी चर्चा के बाद दो बदलावों के साथ योजना को मंजूरी दी। ',
  Thai: 'คณะกรรมการประชุมเมื่อวันอังคารเพื่อทบทวนงบประมาณ หลังจากการอภิปรายอย่างยาวนานได้อนุมัติแผนพร้อมการเปลี่ยนแปลงสองประการ ',
  Japanese: '今日は良い天気ですね。会議は午後三時に始まります。',
  Chinese: '我们今天讨论了预算问题，委员会最终批准了这个计划，但做了两处修改。',
  Korean: '오늘 회의에서 예산을 검토했고 위원회는 두 가지 수정 사항과 함께 계획을 승인했습니다. ',
  'math symbols': '∀x∈ℝ: f(x) = ∑_{i=0}^{n} aᵢxⁱ ≤ ∫₀¹ g(t) dt → ∞ ',
  emoji: '👍 great job 🎉🎉 thanks! 😀 ',
};

const opaque: Record<string, string> = {
  base64: Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7919) % 256)).toString('base64'),
  hex: Array.from({ length: 500 }, (_, index) => ((index * 2654435761) >>> 0).toString(16)).join(''),
  'JSON records': JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ id: index, name: `item${index}`, price: index * 1.37, tags: ['a', 'b'] }))),
};

const sources: Record<string, string> = {
  'the README': repository('README.md'),
  'TypeScript source': repository('packages/core/src/create-core.ts'),
  'an OpenAPI contract': repository('openapi/formats/openai-chat.yaml'),
  "Claude Code's tools": JSON.stringify(fixture('claude-code-request.json')['tools']),
  "Codex's tools": JSON.stringify(fixture('codex-request.json')['tools']),
};

describe('approximateTokens', () => {
  it.each(Object.entries({ ...sentences, ...opaque, ...sources }))('counts %s at or above o200k, within 1.65x of it', (_, sample) => {
    const text = sample.length < 2000 ? sample.repeat(Math.ceil(2000 / sample.length)) : sample;
    const exact = countTokens(text);
    const approximate = approximateTokens(text);
    expect(approximate).toBeGreaterThanOrEqual(exact);
    expect(approximate).toBeLessThanOrEqual(1.65 * exact);
  });

  it('counts short texts at or above o200k', () => {
    for (const text of ['say hi', 'hi', 'list files', '{"cmd":"ls"}', 'a.txt b.txt', 'Be brief.', 'createStreamTranslator()', '42', ' ']) {
      expect(approximateTokens(text)).toBeGreaterThanOrEqual(countTokens(text));
    }
    expect(approximateTokens('')).toBe(0);
  });

  // Pinned from the counts before short words were read once: a word is counted the same wherever its run ends.
  it.each([
    ['a 15-letter word', 'abcdefghijklmno', 3],
    ['a 16-letter word (long enough to be checked for opacity)', 'abcdefghijklmnop', 3],
    ['a word before an opaque symbol', 'word_', 2],
    ['a word joined to another by a hyphen', 'word-key', 3],
    ['camelCase parts', 'camelCaseWord', 3],
    ['a call', 'readConfig(path)', 5],
    ['a word with an accented letter', 'naïve', 2],
    ['a 15-character mixed-case run', 'AbCdEfGhIjKlMnO', 8],
    ['an 18-character mixed-case run (opaque)', 'AbCdEfGhIjKlMnOpQr', 13],
    ['a key of letters and digits (opaque)', 'x9Kq2Lm8Zp4Rt6Vw', 12],
  ])('counts %s as before', (_, text, tokens) => {
    expect(approximateTokens(text)).toBe(tokens);
  });

  // Pinned from the counts before a space before a word was read first and a word's next character read once: the
  // whole text (short samples repeated to 2,000 characters) and the sum of its 97-character windows every 13 characters,
  // so that runs are cut at every kind of place.
  const pinned: Record<string, readonly [number, number]> = {
    English: [469, 3429], German: [511, 3700], French: [561, 4117], Vietnamese: [647, 4677], Russian: [613, 4460], Greek: [941, 6792],
    Hebrew: [969, 6976], Arabic: [714, 5158], Hindi: [685, 4946], Thai: [1259, 9045], Japanese: [1500, 10731], Chinese: [1510, 10804],
    Korean: [1076, 7769], 'math symbols': [1891, 13504], emoji: [829, 6026], base64: [2858, 21070], hex: [2830, 20835], 'JSON records': [2484, 18526],
    "Claude Code's request": [1038, 7692], "Codex's request": [894, 6610],
  };
  const corpus: Record<string, string> = {
    ...sentences,
    ...opaque,
    "Claude Code's request": JSON.stringify(fixture('claude-code-request.json')),
    "Codex's request": JSON.stringify(fixture('codex-request.json')),
  };
  it.each(Object.entries(corpus))('counts %s and its windows as before', (name, sample) => {
    const text = sample.length < 2000 ? sample.repeat(Math.ceil(2000 / sample.length)) : sample;
    let windows = 0;
    for (let start = 0; start + 97 <= text.length; start += 13) windows += approximateTokens(text.slice(start, start + 97));
    expect([approximateTokens(text), windows]).toEqual(pinned[name]);
  });
});
