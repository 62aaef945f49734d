import {
  canSubmitNewsletter,
  HONEYPOT_FIELD,
  type NewsletterData,
  type NewsletterInput,
  NewsletterInputSchema,
  uiMessages,
} from "@choose/schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "../../../components/forms/form-field";
import { HoneypotField } from "../../../components/forms/honeypot-field";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { serverMessage } from "../../../lib/errors";
import { useTRPC } from "../../../lib/trpc";

const EMPTY_SIGN_UP: NewsletterInput = { name: "", email: "", [HONEYPOT_FIELD]: "" };

export function NewsletterSection() {
  const trpc = useTRPC();
  const form = useForm<NewsletterInput, unknown, NewsletterData>({
    resolver: zodResolver(NewsletterInputSchema),
    defaultValues: EMPTY_SIGN_UP,
  });
  const [name, email] = useWatch({ control: form.control, name: ["name", "email"] });
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      onSuccess: () => {
        toast({ title: uiMessages.newsletter.successTitle, description: uiMessages.newsletter.successBody });
        form.reset(EMPTY_SIGN_UP);
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: uiMessages.newsletter.failureTitle,
          description: serverMessage(error, uiMessages.newsletter.failureFallback),
        });
      },
    }),
  );
  const canSubmit = canSubmitNewsletter({ name: name ?? "", email: email ?? "" }) && !subscribe.isPending;
  const { errors } = form.formState;

  return (
    <section
      aria-labelledby="newsletter-title"
      className="border-b border-slate-200 bg-slate-50 py-12 sm:py-16"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Stay Informed
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Get news about the CHOOSE Act, application windows and ESA opportunities for your school or
            family.
          </p>
        </div>
        <form
          noValidate
          aria-label="Newsletter sign-up"
          className="relative grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          onSubmit={form.handleSubmit((data) => {
            // The button's rule also guards Enter in a field (spec 5).
            if (canSubmit) subscribe.mutate(data);
          })}
        >
          <FormField label="Name" required error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" {...form.register("email")} />
            )}
          </FormField>
          <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
          <Button type="submit" size="md" disabled={!canSubmit} className="sm:mt-[1.625rem]">
            {subscribe.isPending ? "Subscribing..." : "Subscribe"}
          </Button>
        </form>
      </div>
    </section>
  );
}
