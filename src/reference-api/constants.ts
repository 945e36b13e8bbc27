/**
 * Choice lists of the upstream server (`readthedocs/projects/constants.py` and friends, via the shared
 * `rtd-server-constants.json`): codes the API accepts and the display names it answers with.
 */

export const LANGUAGES: ReadonlyMap<string, string> = new Map([
  ['aa', 'Afar'], ['ab', 'Abkhaz'], ['acr', 'Achi'], ['af', 'Afrikaans'], ['agu', 'Awakateko'], ['am', 'Amharic'],
  ['ar', 'Arabic'], ['as', 'Assamese'], ['ay', 'Aymara'], ['az', 'Azerbaijani'], ['ba', 'Bashkir'],
  ['be', 'Belarusian'], ['bg', 'Bulgarian'], ['bh', 'Bihari'], ['bi', 'Bislama'], ['bn', 'Bengali'],
  ['bo', 'Tibetan'], ['br', 'Breton'], ['ca', 'Catalan'], ['caa', "Ch'orti'"], ['cac', 'Chuj'], ['cab', 'Garífuna'],
  ['cak', 'Kaqchikel'], ['co', 'Corsican'], ['cs', 'Czech'], ['cy', 'Welsh'], ['da', 'Danish'], ['de', 'German'],
  ['dz', 'Dzongkha'], ['el', 'Greek'], ['en', 'English'], ['eo', 'Esperanto'], ['es', 'Spanish'], ['et', 'Estonian'],
  ['eu', 'Basque'], ['fa', 'Iranian'], ['fi', 'Finnish'], ['fj', 'Fijian'], ['fo', 'Faroese'], ['fr', 'French'],
  ['fy', 'Western Frisian'], ['ga', 'Irish'], ['gd', 'Scottish Gaelic'], ['gl', 'Galician'], ['gn', 'Guarani'],
  ['gu', 'Gujarati'], ['ha', 'Hausa'], ['hi', 'Hindi'], ['he', 'Hebrew'], ['hr', 'Croatian'], ['hu', 'Hungarian'],
  ['hy', 'Armenian'], ['ia', 'Interlingua'], ['id', 'Indonesian'], ['ie', 'Interlingue'], ['ik', 'Inupiaq'],
  ['is', 'Icelandic'], ['it', 'Italian'], ['itz', "Itza'"], ['iu', 'Inuktitut'], ['ixl', 'Ixil'], ['ja', 'Japanese'],
  ['jac', "Popti'"], ['jv', 'Javanese'], ['ka', 'Georgian'], ['kjb', "Q'anjob'al"], ['kek', "Q'eqchi'"],
  ['kk', 'Kazakh'], ['kl', 'Kalaallisut'], ['km', 'Khmer'], ['kn', 'Kannada'], ['knj', 'Akateko'], ['ko', 'Korean'],
  ['ks', 'Kashmiri'], ['ku', 'Kurdish'], ['ky', 'Kyrgyz'], ['la', 'Latin'], ['ln', 'Lingala'], ['lo', 'Lao'],
  ['lt', 'Lithuanian'], ['lv', 'Latvian'], ['mam', 'Mam'], ['mg', 'Malagasy'], ['mi', 'Maori'], ['mk', 'Macedonian'],
  ['ml', 'Malayalam'], ['mn', 'Mongolian'], ['mop', 'Mopan'], ['mr', 'Marathi'], ['ms', 'Malay'], ['mt', 'Maltese'],
  ['my', 'Burmese'], ['na', 'Nauru'], ['ne', 'Nepali'], ['nl', 'Dutch'], ['no', 'Norwegian'], ['oc', 'Occitan'],
  ['om', 'Oromo'], ['or', 'Oriya'], ['pa', 'Panjabi'], ['pl', 'Polish'], ['pnb', 'Western Punjabi'],
  ['poc', 'Poqomam'], ['poh', 'Poqomchi'], ['ps', 'Pashto'], ['pt', 'Portuguese'], ['qu', 'Quechua'],
  ['quc', "K'iche'"], ['qum', 'Sipakapense'], ['quv', 'Sakapulteko'], ['rm', 'Romansh'], ['rn', 'Kirundi'],
  ['ro', 'Romanian'], ['ru', 'Russian'], ['rw', 'Kinyarwanda'], ['sa', 'Sanskrit'], ['sd', 'Sindhi'],
  ['sg', 'Sango'], ['si', 'Sinhala'], ['sk', 'Slovak'], ['skr', 'Saraiki'], ['sl', 'Slovenian'], ['sm', 'Samoan'],
  ['sn', 'Shona'], ['so', 'Somali'], ['sq', 'Albanian'], ['sr', 'Serbian'], ['ss', 'Swati'],
  ['st', 'Southern Sotho'], ['su', 'Sudanese'], ['sv', 'Swedish'], ['sw', 'Swahili'], ['ta', 'Tamil'],
  ['te', 'Telugu'], ['tg', 'Tajik'], ['th', 'Thai'], ['ti', 'Tigrinya'], ['tk', 'Turkmen'], ['tl', 'Tagalog'],
  ['tn', 'Tswana'], ['to', 'Tonga'], ['tr', 'Turkish'], ['ts', 'Tsonga'], ['tt', 'Tatar'], ['ttc', 'Tektiteko'],
  ['tzj', "Tz'utujil"], ['tw', 'Twi'], ['ug', 'Uyghur'], ['uk', 'Ukrainian'], ['ur', 'Urdu'], ['usp', 'Uspanteko'],
  ['uz', 'Uzbek'], ['vi', 'Vietnamese'], ['vo', 'Volapuk'], ['wo', 'Wolof'], ['xh', 'Xhosa'], ['xin', 'Xinka'],
  ['yi', 'Yiddish'], ['yo', 'Yoruba'], ['za', 'Zhuang'], ['zu', 'Zulu'], ['nb-no', 'Norwegian Bokmal'],
  ['pt-br', 'Brazilian Portuguese'], ['es-mx', 'Mexican Spanish'], ['uk-ua', 'Ukrainian'],
  ['zh-cn', 'Simplified Chinese'], ['zh-tw', 'Traditional Chinese'],
]);

export const PROGRAMMING_LANGUAGES: ReadonlyMap<string, string> = new Map([
  ['words', 'Only Words'], ['py', 'Python'], ['js', 'JavaScript'], ['php', 'PHP'], ['ruby', 'Ruby'],
  ['perl', 'Perl'], ['java', 'Java'], ['go', 'Go'], ['julia', 'Julia'], ['c', 'C'], ['csharp', 'C#'], ['cpp', 'C++'],
  ['objc', 'Objective-C'], ['css', 'CSS'], ['ts', 'TypeScript'], ['swift', 'Swift'], ['vb', 'Visual Basic'],
  ['r', 'R'], ['scala', 'Scala'], ['groovy', 'Groovy'], ['coffee', 'CoffeeScript'], ['lua', 'Lua'],
  ['haskell', 'Haskell'], ['other', 'Other'],
]);

export function languageName(code: string): string {
  return LANGUAGES.get(code) ?? 'Unknown';
}

export function programmingLanguageName(code: string): string {
  return PROGRAMMING_LANGUAGES.get(code) ?? 'Unknown';
}
