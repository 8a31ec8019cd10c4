// What the rules reference shows players: the texts as they read at the table, without the notes meant for the
// people who build the app (file names, "code comments and tests cite it"). The variants' own texts are shown as
// their authors wrote them; the "About the rules" page is the app's own player's guide.
import type { RulesDocument, RulesDocumentInfo } from '@shared/bridge'

export const ABOUT_SUMMARY = 'What each variant is, and how the texts, the rulings and the house rules fit together.'

export const ABOUT_TEXT = `# About the rules

Hearthside plays casual variants of Magic: the Gathering on top of the normal game, hotseat, on one computer.
"The normal game" means the current Comprehensive Rules: turn structure, casting spells, priority, the stack,
combat, state-based actions and free-for-all multiplayer.

| Variant | What it is |
|---|---|
| **Normal Magic** | The normal game, for two players or a free-for-all |
| **Manahearth** | 31-card decks, a planeswalker **hero**, a shared zone of basic lands, and hero abilities paid with mana and life |
| **Heroic** | 60-card decks led by a legendary creature **hero** cast from outside the game; one creature type for the deck, a hero level, and 17 hero damage wins |
| **Magic Combat Rules** | No mana: five creature slots facing five, ten rounds, points for unblocked creatures |
| **Mental Magic** | Any card can be cast as any other card with exactly the same mana cost; cast names become **marked**; any card can be played face down as a **Utopia** land |

## How to read these pages

- **Each variant's page** is its text as its authors wrote it, typos and all.
- **Mana** explains the mana system every variant but Magic Combat Rules uses: colours, costs, mana value, the mana
  pool and the old mana-burn rule.
- **Rulings** settle what the texts leave open. Each ruling has an id such as **MH-10**: search for it here.
- A ruling marked **option** is a house rule: the app plays it one way by default, and you can choose the other
  reading when you set up a game (New Game, House rules). The choice is saved with the game.
`

/** The document as players read it. */
export function forPlayers(doc: RulesDocument): RulesDocument {
  if (doc.id === 'readme') return { ...doc, format: 'markdown', summary: ABOUT_SUMMARY, text: ABOUT_TEXT }
  let text = doc.text
  if (doc.id === 'rulings')
    text = text
      // Notes for the app's developers.
      .replace(/;\s*code comments and tests cite it \(`\/\/ ruling [A-Z]+-\d+`\)/g, '')
      // Headings name the source file: the page's title is enough.
      .replace(/^(#{1,6} .*?) \([\w.-]+\.(?:txt|md)\)$/gm, '$1')
  if (doc.format === 'text')
    // Left-overs of the wiki page a text was copied from.
    text = text.replace(/^Jump to: navigation, search\n\n?/m, '').replace(/\[edit \| edit source\]/g, '')
  return text === doc.text ? doc : { ...doc, text }
}

/** The list entry as players read it. */
export function infoForPlayers(info: RulesDocumentInfo): RulesDocumentInfo {
  return info.id === 'readme' ? { ...info, format: 'markdown', summary: ABOUT_SUMMARY } : info
}
