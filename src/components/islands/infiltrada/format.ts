const numbers = new Intl.NumberFormat('es-ES');

/** A score as Spanish digits ("1330", "12.400"). */
export const formatPoints = (value: number): string => numbers.format(value);
