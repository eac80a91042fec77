import { createQueryClient } from '@mizani/ui/app';

/** The portal's one query client, shared by the route guard and the screens once anything needs it. */
export const queryClient = createQueryClient();
