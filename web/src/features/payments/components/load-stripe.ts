/** The little of Stripe.js that /dynamic-checkout uses (Payment Element and confirmPayment). */
export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: "payment"): StripeElement;
}
export interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<StripeJs> | undefined;

/** Stripe.js must come from js.stripe.com (PCI); the CSP allows it only when Stripe is the provider. */
export function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe(publishableKey));
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/v3/";
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe(publishableKey)) : reject(new Error("Stripe.js"));
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Stripe.js could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
