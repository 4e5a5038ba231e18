/** Query keys of Somali Sip Points; answers in the reader's language carry it in their key. */
export const loyaltyKeys = {
  rewards: (language: string) => ["/api/rewards", language] as const,
  summary: ["/api/points/summary"] as const,
  history: (userId: number, language: string) => ["/api/points/history", userId, language] as const,
  historyAll: ["/api/points/history"] as const,
  birthday: ["/api/rewards/birthday"] as const,
  promotions: ["/api/promotions/active"] as const,
};
