import { Link } from "react-router";
import { useViewer } from "../../features/account/api";
import { MessagesScreen } from "../../features/messages/messages-screen";

/**
 * The client's job conversations, as the cleaner's Messages screen has them: the sidebar's unread
 * count sits here, on Messages, where it reads as messages rather than jobs (docs/decisions/067).
 */
export default function ClientMessagesScreen() {
  const { data: viewer } = useViewer();
  return (
    <MessagesScreen
      viewerId={viewer?.userId}
      role="client"
      intro="Talk with your cleaners about your cleanings."
      emptyText="Each cleaning gets a conversation with its cleaner once one is assigned."
      emptyAction={<Link to="/client/upcoming">See Upcoming</Link>}
    />
  );
}
