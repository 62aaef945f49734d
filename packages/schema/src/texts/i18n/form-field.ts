/** A form field's texts: its label and the hint shown under it ("" for none, as most fields have). */
export const formField = (label: string, hint = "") => ({ label, hint });
