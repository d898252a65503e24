import type { FoodDiet, FoodMealType } from '../db/schema'

type Allergen = 'GLUTEN' | 'DAIRY' | 'NUTS' | 'PEANUTS' | 'SOY' | 'EGG' | 'FISH' | 'SESAME' | 'MUSTARD'

/** A dish of the demo catalogue: name, diet, the meals it suits, allergens and cost per plate in paise. */
export type DemoDish = {
  name: string
  diet: FoodDiet
  meals: FoodMealType[]
  allergens: Allergen[]
  cost: number
}

const dish = (name: string, diet: FoodDiet, meals: FoodMealType[], allergens: Allergen[], cost: number) => ({
  name,
  diet,
  meals,
  allergens,
  cost,
})

/** A PG kitchen's repertoire: South and North Indian staples, an egg and a chicken dish or two, Jain options. */
export const DEMO_DISHES: readonly DemoDish[] = [
  dish('Poha', 'VEG', ['BREAKFAST'], ['PEANUTS'], 18_00),
  dish('Upma', 'VEG', ['BREAKFAST'], ['GLUTEN'], 16_00),
  dish('Idli sambar', 'VEG', ['BREAKFAST'], [], 22_00),
  dish('Masala dosa', 'VEG', ['BREAKFAST'], [], 28_00),
  dish('Aloo paratha', 'VEG', ['BREAKFAST'], ['GLUTEN', 'DAIRY'], 26_00),
  dish('Medu vada', 'VEG', ['BREAKFAST', 'SNACKS'], [], 20_00),
  dish('Pongal', 'VEG', ['BREAKFAST'], ['DAIRY'], 20_00),
  dish('Bread omelette', 'EGG', ['BREAKFAST'], ['GLUTEN', 'EGG'], 24_00),
  dish('Boiled eggs', 'EGG', ['BREAKFAST'], ['EGG'], 14_00),
  dish('Chole bhature', 'VEG', ['BREAKFAST', 'LUNCH'], ['GLUTEN'], 32_00),
  dish('Jain poha', 'JAIN', ['BREAKFAST'], ['PEANUTS'], 18_00),
  dish('Jain upma', 'JAIN', ['BREAKFAST'], ['GLUTEN'], 16_00),
  dish('Tea and biscuits', 'VEG', ['BREAKFAST', 'SNACKS'], ['GLUTEN', 'DAIRY'], 8_00),
  dish('Rajma chawal', 'VEG', ['LUNCH', 'DINNER'], [], 34_00),
  dish('Dal tadka', 'VEG', ['LUNCH', 'DINNER'], [], 18_00),
  dish('Jeera rice', 'VEG', ['LUNCH', 'DINNER'], [], 12_00),
  dish('Steamed rice', 'VEG', ['LUNCH', 'DINNER'], [], 8_00),
  dish('Chapati', 'VEG', ['LUNCH', 'DINNER'], ['GLUTEN'], 6_00),
  dish('Sambar', 'VEG', ['LUNCH', 'DINNER'], [], 14_00),
  dish('Rasam', 'VEG', ['LUNCH', 'DINNER'], [], 10_00),
  dish('Curd rice', 'VEG', ['LUNCH'], ['DAIRY'], 14_00),
  dish('Paneer butter masala', 'VEG', ['LUNCH', 'DINNER'], ['DAIRY', 'NUTS'], 48_00),
  dish('Aloo gobi', 'VEG', ['LUNCH', 'DINNER'], [], 22_00),
  dish('Bhindi masala', 'VEG', ['LUNCH', 'DINNER'], [], 24_00),
  dish('Chole masala', 'VEG', ['LUNCH', 'DINNER'], [], 26_00),
  dish('Mixed veg curry', 'VEG', ['LUNCH', 'DINNER'], [], 24_00),
  dish('Veg pulao', 'VEG', ['LUNCH', 'DINNER'], [], 26_00),
  dish('Veg biryani', 'VEG', ['LUNCH', 'DINNER'], ['DAIRY'], 40_00),
  dish('Egg curry', 'EGG', ['LUNCH', 'DINNER'], ['EGG'], 32_00),
  dish('Egg bhurji', 'EGG', ['DINNER'], ['EGG'], 28_00),
  dish('Chicken curry', 'NON_VEG', ['LUNCH', 'DINNER'], [], 65_00),
  dish('Chicken biryani', 'NON_VEG', ['LUNCH', 'DINNER'], ['DAIRY'], 80_00),
  dish('Fish fry', 'NON_VEG', ['LUNCH'], ['FISH', 'MUSTARD'], 70_00),
  dish('Jain dal', 'JAIN', ['LUNCH', 'DINNER'], [], 18_00),
  dish('Jain paneer sabzi', 'JAIN', ['LUNCH', 'DINNER'], ['DAIRY'], 44_00),
  dish('Jain kadhi', 'JAIN', ['LUNCH', 'DINNER'], ['DAIRY'], 20_00),
  dish('Gulab jamun', 'VEG', ['LUNCH', 'DINNER'], ['DAIRY', 'GLUTEN'], 15_00),
  dish('Kheer', 'VEG', ['LUNCH', 'DINNER'], ['DAIRY', 'NUTS'], 18_00),
  dish('Samosa', 'VEG', ['SNACKS'], ['GLUTEN'], 12_00),
  dish('Bhel puri', 'VEG', ['SNACKS'], ['PEANUTS'], 14_00),
  dish('Masala chai', 'VEG', ['SNACKS'], ['DAIRY'], 6_00),
  dish('Veg sandwich', 'VEG', ['SNACKS'], ['GLUTEN', 'DAIRY'], 20_00),
]

/**
 * Each week's dishes per weekday (1 Monday … 7 Sunday) and meal, by name; `week` shifts the rotation so the four
 * menus of the history differ a little. Sunday lunch is the special (biryani); chicken on Wednesday and Sunday.
 */
export function weekMenu(week: number, weekDay: number, meal: FoodMealType): string[] {
  const at = <T>(list: readonly T[]) => list[(weekDay + week) % list.length]
  switch (meal) {
    case 'BREAKFAST':
      return [
        at(['Poha', 'Upma', 'Idli sambar', 'Masala dosa', 'Aloo paratha', 'Pongal', 'Medu vada']),
        weekDay % 2 === 0 ? 'Bread omelette' : 'Boiled eggs',
        at(['Jain poha', 'Jain upma']),
        'Tea and biscuits',
      ]
    case 'LUNCH':
      if (weekDay === 7) return ['Veg biryani', 'Chicken biryani', 'Jain paneer sabzi', 'Gulab jamun']
      return [
        at(['Rajma chawal', 'Chole masala', 'Aloo gobi', 'Bhindi masala', 'Mixed veg curry', 'Dal tadka']),
        'Steamed rice',
        'Chapati',
        at(['Sambar', 'Rasam', 'Curd rice']),
        'Jain dal',
      ]
    case 'SNACKS':
      return [at(['Samosa', 'Bhel puri', 'Veg sandwich', 'Medu vada']), 'Masala chai']
    case 'DINNER':
      return [
        weekDay === 3
          ? 'Chicken curry'
          : at(['Paneer butter masala', 'Egg curry', 'Veg pulao', 'Mixed veg curry', 'Egg bhurji']),
        'Dal tadka',
        'Chapati',
        'Jeera rice',
        at(['Jain kadhi', 'Jain paneer sabzi']),
        ...(weekDay === 5 ? ['Kheer'] : []),
      ]
  }
}
