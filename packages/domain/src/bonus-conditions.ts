/**
 * Event conditions of a bonus (part 2 §3 "Event condition": sport_type, sport, category, tournament, event ids
 * and names): the one matcher that campaigns (who may be offered a bonus for a bet) and comboboosts (which legs
 * of a combo count) share.
 * - A condition names any of the five levels; an event meets it when it matches every level the condition names
 *   (a condition naming a sport and a category means "this category of this sport"). A condition naming no level
 *   meets every event.
 * - An event meets a list when it meets any condition of it; an empty list meets every event (no restriction).
 * - Ids are compared as given (the catalogue's ids); names are shown to players, never compared.
 */

export const EVENT_CONDITION_LEVELS = ['sportType', 'sport', 'category', 'tournament', 'event'] as const;
export type EventConditionLevel = (typeof EVENT_CONDITION_LEVELS)[number];

/** Where an event sits in the catalogue, one id per level. */
export type EventRef = Record<EventConditionLevel, string>;

/** One condition: the ids it names (absent: any), with the names the terms show. */
export type EventCondition = Partial<Record<EventConditionLevel, { id: string; name?: string }>>;

/** Whether the event meets this one condition: every level it names holds the event's id. */
export function meetsCondition(event: EventRef, condition: EventCondition): boolean {
  return EVENT_CONDITION_LEVELS.every((level) => {
    const wanted = condition[level];
    return wanted === undefined || wanted.id === event[level];
  });
}

/** Whether the event meets a bonus's conditions: any of them, or no conditions at all. */
export function meetsEventConditions(event: EventRef, conditions: readonly EventCondition[]): boolean {
  return conditions.length === 0 || conditions.some((condition) => meetsCondition(event, condition));
}
