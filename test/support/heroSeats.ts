// Ann and Ben in a variant's prepared position: Heroic names each player's hero with the player (HE-7), Manahearth
// puts it on the player's side (MH-2); the other variants have none.
const HEROES: Record<string, [string, string] | undefined> = {
  manahearth: ['Ajani Goldmane', 'Chandra Nalaar'],
  heroic: ['Krenko, Mob Boss', 'Ezuri, Renegade Leader'],
}

export function heroSeats(variant: string) {
  const heroes = HEROES[variant]
  const players =
    variant === 'heroic' && heroes
      ? [
          { name: 'Ann', hero: heroes[0] },
          { name: 'Ben', hero: heroes[1] },
        ]
      : [{ name: 'Ann' }, { name: 'Ben' }]
  const withHero = <T extends object>(side: T, i: number): T =>
    variant === 'manahearth' && heroes ? { ...side, hero: heroes[i] } : side
  return { players, withHero }
}
