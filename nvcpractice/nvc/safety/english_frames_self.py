"""The English frames of suicide and self-harm: the words that say it outright, and the signals that hint it (a
burden, "better off without me", goodbyes, means put by, hurting oneself, hiding the marks).

Why this exists: one family of the safety check's frames (``english_frames.py`` assembles them); each is one way of
disclosing, written over the concepts of ``lexicon/en.txt``.
"""

from __future__ import annotations

from .cancels import CHECK, CRISIS, OWN, PAST_SOFT, PLAY, SELF, TOPIC
from .frames import frame

FIGURATIVE_SUICIDE = "career political social commercial financial electoral professional brand corporate fashion"
"""Words that make "suicide" a figure of speech for a ruinous choice ("career suicide", "brand suicide")."""

SUICIDE = (
    frame(
        "suicide_words",
        SELF,
        CRISIS,
        "SUICIDE_WORD",
        cancel=TOPIC + " DENY_ALL",
        self_only=True,
        soften=PAST_SOFT + " DEGREE",
        not_before="rate PREVENT talk " + FIGURATIVE_SUICIDE,
        not_after="rate prevention awareness campaign poster statistics squad run hotline line helpline risk questions"
        " training with like in here"
        " there near together alone",
        explicit=True,
    ),
    frame(
        "jump_intent",
        SELF,
        CHECK,
        "want|wanna|think|thinking|going|tempted|urge ~4 to|about|of ~2 jump ~3 off|from|in_front",
        cancel=OWN + " " + PLAY,
    ),
    frame(
        "thought_of_suicide",
        SELF,
        CRISIS,
        "FIRST ~4 think|thought|consider|plan|idea ~4!go|"
        + FIGURATIVE_SUICIDE.replace(" ", "|")
        + " suicide|dying|death",
        cancel=TOPIC,
    ),
    frame(
        "suicide_topic",
        SELF,
        CHECK,
        "FIRST ~5 suicide",
        cancel=TOPIC + " PAST HYPERBOLE",
        not_after="rate prevention squad run sprints hotline line helpline awareness",
    ),
    frame("better_without_me", SELF, CRISIS, "BETTER_OFF ~8 WITHOUT_ME|without_me", cancel=OWN, soften="CTX_FICTION"),
    frame("without_me_around", SELF, CHECK, "WITHOUT_ME", cancel=OWN + " CTX_FICTION CTX_WORK"),
    frame(
        "easier_if_i_were_not",
        SELF,
        CHECK,
        "BETTER_OFF|life|time ~6 if ~2 i ~3 not|never ~2 here|around|there",
        cancel=OWN,
    ),
    frame("a_burden", SELF, CHECK, "FIRST ~4 burden|dead_weight|waste_of_space|waste_of_oxygen|liability", cancel=OWN),
    frame(
        "stop_being_a_problem",
        SELF,
        CHECK,
        "not|stop|no_longer ~2 be ~4 problem|burden|trouble|weight|pain",
        negatable=False,
        cancel=OWN,
    ),
    frame("carry_me", SELF, CHECK, "stop|have ~3 to ~1 carry ~1 me", cancel=OWN),
    frame(
        "not_around_soon",
        SELF,
        CHECK,
        "FIRST ~4 not|no_longer ~3 be ~2 here|around|there ~4 SOON|long|for",
        negatable=False,
        cancel=OWN,
    ),
    frame(
        "not_planning_to_be_here", SELF, CRISIS, "not ~2 plan ~3 be ~2 here|around|alive", negatable=False, cancel=OWN
    ),
    frame(
        "not_wake_up",
        SELF,
        CHECK,
        "wish|want|hope|need|pray|if|rather|just ~4 not|never ~2 WAKE",
        negatable=False,
        cancel=OWN,
    ),
    frame("not_wake_up_need", SELF, CHECK, "need|want ~2 be|is ~2 to ~1 not ~1 WAKE", negatable=False, cancel=OWN),
    frame(
        "disappear",
        SELF,
        CHECK,
        "want|wish|wanna|like|just|keep ~3 to ~1 disappear|vanish|be_gone",
        cancel=OWN + " CTX_GAME",
        not_after="from into for off",
    ),
    frame(
        "disappear_forever",
        SELF,
        CHECK,
        "disappear|vanish|gone|sleep ~3 forever|for_good|permanently",
        cancel=OWN + " CTX_FICTION CTX_GAME",
    ),
    frame("want_it_to_end", SELF, CHECK, "want|wish|need ~3 it|everything|all ~2 to ~1 end|stop|be_over", cancel=OWN),
    frame(
        "no_point_living",
        SELF,
        CHECK,
        "point|reason|sense ~2 in|to|of ~1 living|live|go_on|existing|exist|being_alive|be_alive|carry_on|keep_go",
        cancel=OWN,
        negatable=False,
    ),
    frame(
        "tired_of_being_here", SELF, CHECK, "HOPELESS ~6 be ~1 here|alive|around|live|exist|anymore|at_all", cancel=OWN
    ),
    frame(
        "hopeless_strong",
        SELF,
        CHECK,
        "tired_of_living|tired_of_be_here|tired_of_exist|nothing_to_live_for|"
        "not_want_to_be_here|lost_the_will|no_reason|can_not_go_on|can_not_do_this_anymore|can_not_keep_go|"
        "can_not_take_it_anymore|not_see_the_need|done_with_life|tired_of_it_all",
        cancel=OWN,
    ),
    frame(
        "no_need_to_go_on",
        SELF,
        CHECK,
        "not ~4 see|need|want|have ~4 keep_go|go_on|carry_on|need_anymore",
        negatable=False,
        cancel=OWN,
    ),
    frame(
        "not_want_anything",
        SELF,
        CHECK,
        "not ~3 want|have ~2 anything|need|needs ~3 anymore|any_more",
        negatable=False,
        cancel=OWN,
    ),
    frame("not_even_to_be_here", SELF, CHECK, "not ~2 even ~2 to ~1 be ~1 here|alive", negatable=False),
    frame(
        "means_saved",
        SELF,
        CRISIS,
        "MEANS|MEDICINE ~5 saved_up|stockpile|hoard|collecting|counted_out|stashed|enough|"
        "just_in_case|put_aside|set_aside|save_up|count_out",
        cancel=TOPIC,
        explicit=True,
    ),
    frame(
        "saved_means",
        SELF,
        CRISIS,
        "saved_up|stockpile|hoard|collecting|counted_out|stash|save_up|count_out|stockpiling ~5 MEANS",
        cancel=TOPIC,
        explicit=True,
    ),
    frame(
        "at_the_edge",
        SELF,
        CHECK,
        "look|looking|stare|slow|stand|sit|think|edge|differently|drawn|walk ~5 "
        "bridge|roof|rooftop|ledge|cliff|track|train_track|platform|balcony|the_river|motorway",
        cancel=PLAY,
    ),
    frame(
        "edge_looked_at",
        SELF,
        CHECK,
        "bridge|roof|ledge|cliff|balcony ~5 differently|every_night|lately|want_to_jump|jump",
        cancel=PLAY + " CTX_WORK",
        not_before="go",
    ),
    frame(
        "letters_to_everyone",
        SELF,
        CHECK,
        "write|wrote|written|leave|left|letter ~3 letter|letters|note ~3 "
        "to|for ~3 everyone|each|my|family|all|kid|little|best|mum|dad",
        cancel=PLAY + " CTX_WORK",
    ),
    frame(
        "giving_away",
        SELF,
        CHECK,
        "give_away|gave_away|giving_away|who_get_my|who_gets_my|sort_my_thing|"
        "sorting_my_thing|sort_out_my_thing|affairs_in_order|everything_in_order|everything_tidy",
        cancel=PLAY,
    ),
    frame("who_gets_my", SELF, CHECK, "who ~1 get|gets ~2 my|what", cancel=PLAY),
    frame(
        "gave_my_things",
        SELF,
        CHECK,
        "FIRST ~2 give|gave|giving ~3 my|the ~4 to ~3 my|the|a",
        cancel=PLAY + " CTX_WORK",
    ),
    frame(
        "proper_goodbye",
        SELF,
        CHECK,
        "proper|properly|real|final|last|small ~3 goodbye|bye|farewell",
        cancel=PLAY + " CTX_WORK",
    ),
    frame(
        "goodbye_unnoticed",
        SELF,
        CHECK,
        "goodbye|bye ~6 realise|realising|notice|noticing|small_ways|without_them|everyone|people",
        cancel=PLAY + " CTX_WORK",
    ),
    frame("whatever_happens_after", SELF, CHECK, "whatever_happen ~3 after|next|this|tonight", cancel=PLAY),
    frame(
        "will_not_matter",
        SELF,
        CHECK,
        "not ~2 matter ~4 after|soon|anymore|much|for_long|long|next",
        negatable=False,
        cancel=PLAY,
    ),
    frame(
        "nobody_has_to_deal",
        SELF,
        CHECK,
        "nobody|no_one ~2 have|has ~2 to ~1 deal|worry|trouble|bother|look",
        negatable=False,
        cancel=PLAY,
    ),
    frame("nobody_has_trouble_after", SELF, CHECK, "nobody|no_one ~2 have|has ~1 trouble ~2 after", negatable=False),
    frame("own_funeral", SELF, CHECK, "plan|planned|planning|pick|picked|organise ~4 my|your|own ~2 funeral"),
    frame("not_want_to_wake", SELF, CHECK, "not ~3 want ~2 to ~1 WAKE", negatable=False, cancel=OWN),
    frame(
        "not_much_longer",
        SELF,
        CHECK,
        "not ~3 be ~4 problem|around|here|bother ~4 much_longer|for_long|long",
        negatable=False,
        cancel=OWN,
    ),
    frame(
        "not_around_for",
        SELF,
        CHECK,
        "not ~2 around|here ~3 for|by|at ~2 christmas|summer|birthday|long",
        negatable=False,
        cancel=OWN,
    ),
    frame("attempt_before", SELF, CHECK, "ATTEMPT", cancel=TOPIC, self_only=True),
    frame(
        "want_to_die_quietly",
        SELF,
        CHECK,
        "want|wish|wanna|like ~3 to ~1 die|not_exist|stop_existing",
        cancel=OWN + " CTX_GAME",
        not_after="of laughing from for",
    ),
)

SELF_HARM_FRAMES = (
    frame(
        "cut_myself",
        SELF,
        CRISIS,
        "CUT ~2 SELF",
        self_only=True,
        cancel=OWN + " CTX_SPORT",
        soften=PAST_SOFT,
        not_after="ACCIDENT a an some off short free loose slack on by",
        not_before="accidentally nearly almost",
        explicit=True,
    ),
    frame(
        "hurt_myself",
        SELF,
        CRISIS,
        "SH_ACT!CUT ~2 SELF",
        self_only=True,
        cancel=OWN + " CTX_SPORT",
        soften=PAST_SOFT,
        not_after="ACCIDENT",
        not_before="accidentally nearly almost if_i_be whether_i_be",
        explicit=True,
    ),
    frame("not_for_attention", SELF, CHECK, "not ~2 for ~1 attention", negatable=False, cancel=OWN + " CTX_WORK"),
    frame(
        "hurt_my_body_on_purpose",
        SELF,
        CRISIS,
        "SH_ACT ~4 MY ~2 BODY ~4 on_purpose|deliberately|purpose|again|so_it_hurt|till|until",
        self_only=True,
        cancel=OWN + " CTX_SPORT",
    ),
    frame("head_banging", SELF, CHECK, "SH_HEAD", cancel=OWN + " CTX_SPORT MUTUAL_FIGHT", self_only=True),
    frame("punish_body", SELF, CHECK, "punish|punished ~3 myself|me|my_body|body", cancel=OWN),
    frame("scrub_raw", SELF, CHECK, "SH_ACT ~3 MY ~1 BODY ~3 raw|sting|bleed|bleeding|til|till|until", cancel=OWN),
    frame(
        "found_marks",
        SELF,
        CHECK,
        "found|saw|see|noticed|asked|asks ~4 SH_MARK|plasters|bandages|scars|marks",
        cancel=OWN + " CTX_WORK CTX_SPORT",
    ),
    frame(
        "head_against_wall",
        SELF,
        CRISIS,
        "SH_ACT ~2 MY ~1 head ~4 on|against|into ~2 wall|door|floor",
        self_only=True,
        cancel=OWN + " CTX_SPORT",
    ),
    frame(
        "self_harm_word",
        SELF,
        CRISIS,
        "SH_WORD",
        cancel=TOPIC + " DENY_ALL",
        self_only=True,
        soften=PAST_SOFT,
        not_after="awareness talk training policy training_today module",
        not_before="PREVENT if_i_be whether_i_be if_i_was think_i_be about",
        explicit=True,
    ),
    frame(
        "tool_urge",
        SELF,
        CRISIS,
        "SH_TOOL ~6 urge|again|back|hide|hidden|found|calm|calms|bad|for_an_hour|thing|kind",
        cancel=TOPIC + " CTX_SPORT",
    ),
    frame("urge_tool", SELF, CRISIS, "URGE|holding|found ~6 SH_TOOL", cancel=TOPIC + " CTX_SPORT CTX_COOK"),
    frame("urge_back", SELF, CHECK, "urge|urges ~4 bad|strong|again|back|tonight", cancel=TOPIC),
    frame(
        "marks_on_me",
        SELF,
        CHECK,
        "SH_MARK ~3 on|of ~1 MY ~1 BODY",
        cancel="CTX_SPORT CTX_GAME PROTECT DENY_SELF RESOLVED",
    ),
    frame(
        "saw_my_wrists",
        SELF,
        CHECK,
        "see|saw|found|notice|ask|asked|look ~3 MY ~1 wrist|wrists|thigh|thighs|arm|arms",
        cancel="CTX_SPORT DENY_SELF RESOLVED CTX_WORK",
    ),
    frame(
        "sleeves_in_summer",
        SELF,
        CHECK,
        "long_sleeve|long_sleeves ~8 summer|july|august|january|hot|hide|explain|"
        "cold|again|always|policy|so|ask|asking|notice|wedding|appointment|appt|look",
        cancel="DENY_SELF RESOLVED",
    ),
    frame("not_deserve_food", SELF, CHECK, "not ~3 deserve ~3 eat|food|it|to_eat|dinner", negatable=False),
    frame("food_not_deserved", SELF, CHECK, "eat|eaten|eating|food|meal|meals ~10 not ~3 deserve", negatable=False),
    frame("skip_food_deserve", SELF, CHECK, "eat|eaten|eating|food ~8 deserve", cancel=OWN),
    frame("punish_myself", SELF, CHECK, "punish ~1 myself", cancel=OWN),
    frame("relapse", SELF, CHECK, "relapse|relapsed", cancel=TOPIC + " PAST"),
    frame("need_pain", SELF, CHECK, "need ~2 to ~1 hurt|pain ~3 feel", cancel=OWN),
    frame("the_pain_calms", SELF, CHECK, "only ~4 calm|calms|helps ~2 me ~3 SH_TOOL|hurt|pain|when_i", cancel=OWN),
)
