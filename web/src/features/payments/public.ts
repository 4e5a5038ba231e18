// What checkout may use of payments: paying an order by card, and the card option of the payment choice.
export { usePayByCard } from "./api/pay-by-card.ts";
export { CardPaymentOption } from "./components/card-payment-option.tsx";
