// What staff code elsewhere uses of the opening hours' staff screens: the Settings tab's hours card and the
// board's pause switch.
export { HoursCard } from "./hours-card.tsx";
export { PauseControl } from "./pause-control.tsx";
