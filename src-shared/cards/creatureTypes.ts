// Creature types (CR 205.3m). The list is read from the Comprehensive Rules' 205.3m text; the 2022-04-29 list is
// embedded below (a test checks it against the Comprehensive Rules), and readCreatureTypesRule() reads any edition,
// old wording ("The creature types are A, B, and C.") or new ("One creature type is two words long: Time Lord.
// All other creature types are one word long: A, B, and C.").

const CR_2022_04_29 = `
  Advisor Aetherborn Ally Angel Antelope Ape Archer Archon Army Artificer Assassin Assembly-Worker Atog
  Aurochs Avatar Azra Badger Barbarian Bard Basilisk Bat Bear Beast Beeble Beholder Berserker Bird Blinkmoth
  Boar Bringer Brushwagg Camarid Camel Caribou Carrier Cat Centaur Cephalid Chimera Citizen Cleric Cockatrice
  Construct Coward Crab Crocodile Cyclops Dauthi Demigod Demon Deserter Devil Dinosaur Djinn Dog Dragon Drake
  Dreadnought Drone Druid Dryad Dwarf Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk Eye Faerie Ferret
  Fish Flagbearer Fox Fractal Frog Fungus Gargoyle Germ Giant Gnoll Gnome Goat Goblin God Golem Gorgon
  Graveborn Gremlin Griffin Hag Halfling Hamster Harpy Hellion Hippo Hippogriff Homarid Homunculus Horror
  Horse Human Hydra Hyena Illusion Imp Incarnation Inkling Insect Jackal Jellyfish Juggernaut Kavu Kirin
  Kithkin Knight Kobold Kor Kraken Lamia Lammasu Leech Leviathan Lhurgoyf Licid Lizard Manticore Masticore
  Mercenary Merfolk Metathran Minion Minotaur Mole Monger Mongoose Monk Monkey Moonfolk Mouse Mutant Myr
  Mystic Naga Nautilus Nephilim Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze Orb
  Orc Orgg Otter Ouphe Ox Oyster Pangolin Peasant Pegasus Pentavite Pest Phelddagrif Phoenix Phyrexian Pilot
  Pincher Pirate Plant Praetor Prism Processor Rabbit Raccoon Ranger Rat Rebel Reflection Rhino Rigger Rogue
  Sable Salamander Samurai Sand Saproling Satyr Scarecrow Scion Scorpion Scout Sculpture Serf Serpent Servo
  Shade Shaman Shapeshifter Shark Sheep Siren Skeleton Slith Sliver Slug Snake Soldier Soltari Spawn Specter
  Spellshaper Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish Surrakar Survivor Tentacle
  Tetravite Thalakos Thopter Thrull Tiefling Treefolk Trilobite Triskelavite Troll Turtle Unicorn Vampire
  Vedalken Viashino Volver Wall Warlock Warrior Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith
  Wurm Yeti Zombie Zubera
`

/** The creature types of CR 205.3m (2022-04-29), plus "Time Lord" from the newer wording. */
export const CREATURE_TYPES: readonly string[] = [...CR_2022_04_29.trim().split(/\s+/), 'Time Lord']

/**
 * Reads the creature-type list out of Comprehensive Rules text (the whole document or just rule 205.3m).
 * Throws when there is no 205.3m list in the text.
 */
export function readCreatureTypesRule(rulesText: string): string[] {
  const text = rulesText.replace(/^\uFEFF/, '')
  const start = text.search(/(^|\n)[^\S\n]*205\.3m\b/)
  if (start < 0) throw new Error('no rule 205.3m (the creature-type list) in this text')
  const rest = text.slice(start).replace(/^\s*/, '')
  const end = rest.search(/\n[^\S\n]*205\.3n\b|\n[^\S\n]*\n[^\S\n]*205\.\d/)
  const rule = (end < 0 ? rest : rest.slice(0, end)).replace(/\s+/g, ' ')
  const types: string[] = []
  // Old wording: "The creature types are …."; new: "… is two words long: Time Lord." / "… are one word long: …".
  const lists = /creature types? (?:is|are)(?: (?:\w+) words? long)?:? ([^.]+)\./g
  for (const m of rule.matchAll(lists)) {
    for (const item of m[1].split(/,\s*(?:and\s+)?|(?<!\s)\s+and\s+/)) {
      const name = item.trim()
      if (name && !types.includes(name)) types.push(name)
    }
  }
  if (types.length === 0) throw new Error('rule 205.3m has no creature-type list in a known wording')
  return types
}

// Plurals that do not just add "s"/"es" (used to find "Elves you control" in rules text; ruling HE-4).
const IRREGULAR: Record<string, string[]> = {
  Elf: ['Elves'],
  Dwarf: ['Dwarves'],
  Wolf: ['Wolves'],
  Werewolf: ['Werewolves'],
  Mouse: ['Mice'],
  Fungus: ['Fungi', 'Funguses'],
  Octopus: ['Octopuses', 'Octopi'],
  Cyclops: ['Cyclopes', 'Cyclopses'],
  Homunculus: ['Homunculi', 'Homunculuses'],
  Pegasus: ['Pegasi', 'Pegasuses'],
  Ox: ['Oxen'],
  Sheep: [],
  Fish: ['Fishes'],
  Merfolk: [],
  Moonfolk: [],
  Treefolk: [],
  Kithkin: [],
  Samurai: [],
  Kor: [],
  Vedalken: [],
  Aetherborn: [],
  Thalakos: [],
  Soltari: [],
  Dauthi: [],
  Azra: [],
  Djinn: ['Djinns', 'Djinni'],
  Efreet: ['Efreets', 'Efreeti'],
  Nautilus: ['Nautiluses', 'Nautili'],
  Lammasu: ['Lammasus'],
  Sand: [],
  'Assembly-Worker': ['Assembly-Workers'],
  'Time Lord': ['Time Lords'],
}

/** The singular and plural forms under which a creature type can appear in rules text. */
export function creatureTypeForms(type: string): string[] {
  const forms = [type]
  const irregular = IRREGULAR[type]
  if (irregular) return [...forms, ...irregular]
  if (/[^aeiou]y$/.test(type)) forms.push(type.slice(0, -1) + 'ies')
  else if (/(s|x|z|ch|sh)$/.test(type)) forms.push(type + 'es')
  else forms.push(type + 's')
  return forms
}
