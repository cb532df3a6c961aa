// Themes as they are found in the wild: written for the tests, each with properties the format
// does not list and, in many, a malformed value. Every file is a complete theme a wallet could load.

import auroraGlass from './aurora-glass.json' with { type: 'json' }
import ledgerNight from './ledger-night.json' with { type: 'json' }
import paperMint from './paper-mint.json' with { type: 'json' }
import harborFog from './harbor-fog.json' with { type: 'json' }
import emberConsole from './ember-console.json' with { type: 'json' }
import chiaMeadow from './chia-meadow.json' with { type: 'json' }
import midnightLedger from './midnight-ledger.json' with { type: 'json' }
import citrusPop from './citrus-pop.json' with { type: 'json' }
import slateTerminal from './slate-terminal.json' with { type: 'json' }
import roseQuartz from './rose-quartz.json' with { type: 'json' }
import deepSea from './deep-sea.json' with { type: 'json' }
import sandstone from './sandstone.json' with { type: 'json' }
import forestFloor from './forest-floor.json' with { type: 'json' }
import lavenderFields from './lavender-fields.json' with { type: 'json' }
import copperWire from './copper-wire.json' with { type: 'json' }
import arcticGlass from './arctic-glass.json' with { type: 'json' }
import retroArcade from './retro-arcade.json' with { type: 'json' }
import officeClassic from './office-classic.json' with { type: 'json' }
import xchSunrise from './xch-sunrise.json' with { type: 'json' }
import nebula from './nebula.json' with { type: 'json' }
import monochrome from './monochrome.json' with { type: 'json' }
import tidepool from './tidepool.json' with { type: 'json' }

interface CorpusTheme {
  file: string
  what: string
  theme: Record<string, unknown>
}

export const CORPUS: CorpusTheme[] = [
  {
    file: 'aurora-glass.json',
    what: 'glass, corners2xl, dialogs, bgweb, missingParen',
    theme: auroraGlass,
  },
  {
    file: 'ledger-night.json',
    what: 'surface, shadowsInput, unknownTop, missingParen, strayCloser',
    theme: ledgerNight,
  },
  {
    file: 'paper-mint.json',
    what: 'corners2xl, switchThumbs, unquotedFont, badWord',
    theme: paperMint,
  },
  { file: 'harbor-fog.json', what: 'tablesExtra, buttonPrimary, textShadow', theme: harborFog },
  {
    file: 'ember-console.json',
    what: 'buttonPrimary, shadowsInput, nestedMissing, bgdata',
    theme: emberConsole,
  },
  {
    file: 'chia-meadow.json',
    what: 'surface, dialogs, unknownTop, missingParen',
    theme: chiaMeadow,
  },
  {
    file: 'midnight-ledger.json',
    what: 'tablesExtra, switchThumbs, strayCloser, glass, bgweb',
    theme: midnightLedger,
  },
  {
    file: 'citrus-pop.json',
    what: 'corners2xl, buttonPrimary, textShadow, badWord',
    theme: citrusPop,
  },
  {
    file: 'slate-terminal.json',
    what: 'tablesExtra, unquotedFont, shadowsInput',
    theme: slateTerminal,
  },
  { file: 'rose-quartz.json', what: 'glass, dialogs, surface, nestedMissing', theme: roseQuartz },
  { file: 'deep-sea.json', what: 'glass, switchThumbs, bgrelative, missingParen', theme: deepSea },
  {
    file: 'sandstone.json',
    what: 'corners2xl, shadowsInput, unknownTop, strayCloser',
    theme: sandstone,
  },
  {
    file: 'forest-floor.json',
    what: 'buttonPrimary, tablesExtra, badWord, bgdata',
    theme: forestFloor,
  },
  {
    file: 'lavender-fields.json',
    what: 'dialogs, textShadow, unquotedFont',
    theme: lavenderFields,
  },
  { file: 'copper-wire.json', what: 'surface, corners2xl, nestedMissing', theme: copperWire },
  {
    file: 'arctic-glass.json',
    what: 'glass, tablesExtra, bgweb, missingParen',
    theme: arcticGlass,
  },
  {
    file: 'retro-arcade.json',
    what: 'buttonPrimary, switchThumbs, textShadow, strayCloser',
    theme: retroArcade,
  },
  { file: 'office-classic.json', what: 'unknownTop, shadowsInput, badWord', theme: officeClassic },
  {
    file: 'xch-sunrise.json',
    what: 'surface, dialogs, corners2xl, unquotedFont',
    theme: xchSunrise,
  },
  { file: 'nebula.json', what: 'glass, buttonPrimary, nestedMissing, bgrelative', theme: nebula },
  {
    file: 'monochrome.json',
    what: 'tablesExtra, switchThumbs, missingParen, strayCloser',
    theme: monochrome,
  },
  {
    file: 'tidepool.json',
    what: 'surface, textShadow, shadowsInput, unquotedFont, bgdata',
    theme: tidepool,
  },
]
