import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, leaving out the falsy ones. Two classes for the same property both stay, and the
 * stylesheet's order decides between them, so a component whose classes a caller may change takes the new ones
 * through a prop that replaces its own (`Card`'s `padding`, `Button`'s sizes) rather than on top (decision 26).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
