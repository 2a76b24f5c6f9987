export type AccountStatus = 'active' | 'suspended';

/** An account holds a balance; its tokens spend it. Amounts are integer micro-credits. */
export type Account = {
  id: string;
  name: string;
  status: AccountStatus;
  /** Settled balance in micro-credits; never below zero. */
  balance: number;
  /** Micro-credits held by open reservations; never above `balance`. */
  reserved: number;
  createdAt: number;
};
