import { parseTagNames } from "@choose/schema/tags";
import { useState } from "react";
import { FormField } from "../../../components/forms/form-field";
import { Input } from "../../../components/ui/input";

/**
 * "Tags": the post's topics typed as names separated by commas; a new name makes a new tag when the
 * post is saved (existing tags are managed, renamed and deleted, on the Tags screen).
 */
export function TagsField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (names: string[]) => void;
  error: string | undefined;
}) {
  // What is typed, kept as typed (a trailing comma stays while the next name is written).
  const [text, setText] = useState(() => value.join(", "));
  return (
    <FormField
      label="Tags"
      hint="Optional: topics separated by commas, such as Deadlines, Events; each has its own page and feed"
      error={error}
    >
      {(props) => (
        <Input
          {...props}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseTagNames(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}
